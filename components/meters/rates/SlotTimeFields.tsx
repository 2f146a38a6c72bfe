'use client';

import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { DAY_NAMES } from '@/lib/rules/meters/rate-slot';
import { endDayChoices } from '@/lib/rules/meters/rate-slot-form';
import type { SlotFieldsProps } from './SlotKindFields';

/** When the slot runs: its day and start time, and its end day (past midnight) and end time. */
export function SlotTimeFields({ form, errors, set }: SlotFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Day" error={errors.startMinute}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.day}
            onChange={(e) => set('day', Number(e.target.value))}
          >
            {DAY_NAMES.map((name, day) => (
              <option key={name} value={day}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Start time">
        {(control) => (
          <input
            {...control}
            type="time"
            className={inputClasses}
            value={form.start}
            aria-invalid={errors.startMinute ? true : undefined}
            onChange={(e) => set('start', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="End day" hint="A later day: the slot runs on past midnight.">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.endDay}
            onChange={(e) => set('endDay', Number(e.target.value))}
          >
            {endDayChoices(form.day).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="End time"
        hint="12:00 AM is midnight, the end of the end day."
        error={errors.endMinute}
      >
        {(control) => (
          <input
            {...control}
            type="time"
            className={inputClasses}
            value={form.end}
            onChange={(e) => set('end', e.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
