import { Field } from '@/components/portal/customer/Field';
import { FormError } from '@/components/portal/customer/FormError';
import type { PortalTheme } from '@/components/portal/customer/theme';
import type { PublicMeter } from '@/lib/contract';
import { metersMessages } from '@/lib/messages/meters';
import { ChoiceList } from './ChoiceList';
import { PayButton } from './PayButton';

export interface MeterPayFormProps {
  meter: PublicMeter;
  subdomain: string;
  idempotencyKey: string;
  theme: PortalTheme;
  action: (form: FormData) => Promise<void>;
  error?: string;
  plate?: string;
  minutes?: number;
}

/**
 * The new-session form: plate (shown upper-cased), length with its price, e-mail for the
 * receipt, Pay. A plain HTML form (a server action): it posts before any script has loaded.
 */
export function MeterPayForm(props: MeterPayFormProps) {
  const { meter, theme } = props;
  return (
    <form
      action={props.action}
      aria-label="Pay for parking"
      className="space-y-4 rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
    >
      <input type="hidden" name="subdomain" value={props.subdomain} />
      <input type="hidden" name="zoneId" value={meter.zoneId} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <FormError message={props.error} />
      <Field
        label="License plate"
        name="plate"
        required
        maxLength={16}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={props.plate}
        className="[&_input]:uppercase"
      />
      <ChoiceList
        legend="How long will you park?"
        choices={meter.choices}
        timeZone={meter.timeZone}
        selected={props.minutes}
      />
      <Field
        label="E-mail for the receipt (optional)"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <p className="text-xs text-gray-700">
        Prices include a service fee charged by the platform. {metersMessages.meterTestMode}
      </p>
      <PayButton label="Pay" theme={theme} />
    </form>
  );
}
