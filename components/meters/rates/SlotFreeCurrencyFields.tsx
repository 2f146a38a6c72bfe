'use client';

import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { RATE_CURRENCIES } from '@/lib/rules/meters/rate-slot';
import type { SlotFieldsProps } from './SlotKindFields';

/** The slot's first free minutes (empty: the meter's) and its currency. */
export function SlotFreeCurrencyFields({
  form,
  errors,
  set,
  meterFirstFreeMin,
}: SlotFieldsProps & { meterFirstFreeMin: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="First free minutes"
        hint={`Empty: the meter's ${meterFirstFreeMin} min.`}
        error={errors.firstFreeMin}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={inputClasses}
            value={form.firstFreeMinutes}
            onChange={(e) => set('firstFreeMinutes', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Currency">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.currency}
            onChange={(e) => set('currency', e.target.value)}
          >
            {RATE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
