'use client';

import { FormField } from '@/components/ui/FormField';
import { TextInput, inputClasses } from '@/components/ui/TextInput';
import {
  BILLING_PERIODS,
  BILLING_TYPES,
  CURRENCIES,
  withBillingType,
  type PermitForm,
} from '@/lib/rules/permits/permit-form';
import { correctedPriceText } from '@/lib/rules/permits/permit-form-fields';
import { BILLING_PERIOD_LABELS, BILLING_TYPE_LABELS } from '@/lib/rules/permits/issued-display';
import { PermitFormSection, type PermitSectionProps } from './PermitFormSection';

/** How the permit is billed: once, or every billing period (one time has no period). */
function BillingFields({ form, onChange }: Pick<PermitSectionProps, 'form' | 'onChange'>) {
  const set = <K extends keyof PermitForm>(key: K, value: PermitForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <>
      <FormField label="Billing type">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.billingType}
            onChange={(e) =>
              onChange(withBillingType(form, e.target.value as PermitForm['billingType']))
            }
          >
            {BILLING_TYPES.map((t) => (
              <option key={t} value={t}>
                {BILLING_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Billing period">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.billingPeriod}
            disabled={form.billingType === 'ONE TIME'}
            onChange={(e) => set('billingPeriod', e.target.value as PermitForm['billingPeriod'])}
          >
            {BILLING_PERIODS.filter(
              (p) => (form.billingType === 'ONE TIME') === (p === 'NONE'),
            ).map((p) => (
              <option key={p} value={p}>
                {BILLING_PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

/** Price, currency (fixed once the type exists), convenience fee and billing (spec 2 §3). */
export function PermitPriceFields({ form, onChange, problems, editing }: PermitSectionProps) {
  const set = <K extends keyof PermitForm>(key: K, value: PermitForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <PermitFormSection title="Price and billing">
      <TextInput
        label="Price"
        required
        inputMode="decimal"
        value={form.price}
        disabled={editing}
        error={problems.price}
        hint={
          editing
            ? 'The price and currency cannot be changed once the permit type exists.'
            : 'In dollars; 0 for a free permit.'
        }
        onChange={(e) => set('price', e.target.value)}
        onBlur={(e) => set('price', correctedPriceText(e.target.value))}
      />
      <FormField label="Currency">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.currency}
            disabled={editing}
            onChange={(e) => set('currency', e.target.value as PermitForm['currency'])}
          >
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        )}
      </FormField>
      <TextInput
        label="Convenience fee ($)"
        inputMode="decimal"
        value={form.convenienceFee}
        error={problems.convenienceFee}
        hint="In dollars, like the price (0.20 is 20 cents); charged on top of a priced permit."
        onChange={(e) => set('convenienceFee', e.target.value)}
      />
      <BillingFields form={form} onChange={onChange} />
    </PermitFormSection>
  );
}
