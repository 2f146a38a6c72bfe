import { FormError } from '@/components/portal/customer/FormError';
import type { PortalTheme } from '@/components/portal/customer/theme';
import type { MeterReceipt } from '@/lib/contract';
import { ChoiceList } from './ChoiceList';
import { PayButton } from './PayButton';

/** Adding time to a valid session: a length priced from the current end, Add time (plain form). */
export function AddTimeForm({
  receipt,
  subdomain,
  idempotencyKey,
  theme,
  action,
  error,
}: {
  receipt: MeterReceipt;
  subdomain: string;
  idempotencyKey: string;
  theme: PortalTheme;
  action: (form: FormData) => Promise<void>;
  error?: string;
}) {
  return (
    <form
      action={action}
      aria-labelledby="add-time-title"
      className="space-y-4 rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
    >
      <h2 id="add-time-title" className="text-base font-semibold text-gray-900">
        Add time
      </h2>
      <input type="hidden" name="subdomain" value={subdomain} />
      <input type="hidden" name="uuid" value={receipt.uuid} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormError message={error} />
      <ChoiceList
        legend="How much longer?"
        choices={receipt.addChoices}
        timeZone={receipt.timeZone}
      />
      <PayButton label="Add time" theme={theme} />
    </form>
  );
}
