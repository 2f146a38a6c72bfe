'use client';

import { FormField } from '@/components/ui/FormField';
import { TextInput, inputClasses } from '@/components/ui/TextInput';
import {
  DURATION_UNITS,
  DURATION_UNIT_LABELS,
  TIME_SELECTION_LABELS,
  fixedPeriodHoursOf,
  type PermitForm,
  type TimeSelection,
} from '@/lib/rules/permits/permit-form';
import { durationValue } from '@/lib/rules/permits/permit-form-fields';
import {
  TIME_SELECTION,
  typeDurationDisplay,
  type DurationUnit,
} from '@/lib/rules/permits/permit-rules';
import { PermitFormSection, type PermitSectionProps } from './PermitFormSection';

type DurationProps = Pick<PermitSectionProps, 'form' | 'problems'> & {
  set: <K extends keyof PermitForm>(key: K, value: PermitForm[K]) => void;
};

/** A fixed period: its start and end, with the hours between them as the hint. */
function FixedPeriodFields({ form, problems, set }: DurationProps) {
  const hours = fixedPeriodHoursOf(form);
  return (
    <>
      <TextInput
        type="datetime-local"
        label="Period start"
        required
        value={form.chosenDate}
        error={problems.chosenDate}
        onChange={(e) => set('chosenDate', e.target.value)}
      />
      <TextInput
        type="datetime-local"
        label="Period end"
        required
        value={form.chosenEndDate}
        error={problems.chosenEndDate}
        hint={hours !== null ? `Duration: ${typeDurationDisplay(hours, 'HOUR')}` : undefined}
        onChange={(e) => set('chosenEndDate', e.target.value)}
      />
    </>
  );
}

/** A length counted from the start: how many of which unit. */
function LengthFields({ form, set }: DurationProps) {
  const duration = durationValue(form.permitDuration);
  return (
    <>
      <TextInput
        label="Duration"
        type="number"
        min={1}
        step={1}
        value={form.permitDuration}
        hint={`Shown as ${typeDurationDisplay(duration, form.permitDurationUnit)}.`}
        onChange={(e) => set('permitDuration', e.target.value)}
        onBlur={(e) => set('permitDuration', String(durationValue(e.target.value)))}
      />
      <FormField label="Duration unit">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.permitDurationUnit}
            onChange={(e) => set('permitDurationUnit', e.target.value as DurationUnit)}
          >
            {DURATION_UNITS.map((u) => (
              <option key={u} value={u}>
                {DURATION_UNIT_LABELS[u]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

/** How long a permit lasts (a fixed period or a length), its time zone and the permit cap. */
export function PermitDurationFields({ form, onChange, problems }: PermitSectionProps) {
  const set = <K extends keyof PermitForm>(key: K, value: PermitForm[K]) =>
    onChange({ ...form, [key]: value });
  const fixed = form.timeSelectionType === TIME_SELECTION.fixedPeriod;
  return (
    <PermitFormSection title="Duration">
      <FormField label="Time selection" className="sm:col-span-2">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={form.timeSelectionType}
            onChange={(e) => set('timeSelectionType', Number(e.target.value) as TimeSelection)}
          >
            {([1, 2, 3] as const).map((t) => (
              <option key={t} value={t}>
                {TIME_SELECTION_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {fixed ? (
        <FixedPeriodFields form={form} problems={problems} set={set} />
      ) : (
        <LengthFields form={form} problems={problems} set={set} />
      )}
      <TextInput
        label="Time zone"
        value={form.timeZone}
        maxLength={64}
        hint="Start and expiry times are counted in this zone."
        onChange={(e) => set('timeZone', e.target.value)}
      />
      <TextInput
        label="Maximum permits"
        type="number"
        step={1}
        value={form.maxCount}
        hint="Empty or 0: no limit."
        onChange={(e) => set('maxCount', e.target.value)}
      />
    </PermitFormSection>
  );
}
