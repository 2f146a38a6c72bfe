'use client';

import { useId, type ReactNode } from 'react';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import type { RateSlotField } from '@/lib/rules/meters/rate-slot';
import type { RateSlotForm } from '@/lib/rules/meters/rate-slot-form';

/** The slot form's field errors by field. */
export type FieldErrors = Partial<Record<RateSlotField, string>>;

type Set = <K extends keyof RateSlotForm>(key: K, value: RateSlotForm[K]) => void;

/** What each group of the slot form's fields gets from SlotDialog. */
export interface SlotFieldsProps {
  form: RateSlotForm;
  errors: FieldErrors;
  set: Set;
}

function Section({
  legend,
  checked,
  onChange,
  children,
}: {
  legend: string;
  checked?: boolean;
  onChange?: (on: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  // An option left off is a checkbox line, not an empty bordered box.
  const open = checked !== false;
  return (
    <fieldset className={open ? 'rounded-md border border-gray-200 p-3' : 'px-3'}>
      <legend className="px-1 text-sm font-semibold text-gray-900">
        {onChange ? (
          <span className="flex items-center gap-2">
            <input
              id={id}
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-brand-600"
              checked={checked}
              onChange={(e) => onChange(e.target.checked)}
            />
            <label htmlFor={id}>{legend}</label>
          </span>
        ) : (
          legend
        )}
      </legend>
      {open ? <div className="mt-2 grid gap-3 sm:grid-cols-3">{children}</div> : null}
    </fieldset>
  );
}

function Field({
  label,
  value,
  error,
  onChange,
  type = 'text',
  hint,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'time';
  hint?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** The hourly price, and whether it is charged in increments (with their minutes and cap). */
function HourlySection({ form, errors, set }: SlotFieldsProps) {
  const id = useId();
  return (
    <Section legend="Hourly rate">
      <Field
        label="Price per hour ($)"
        value={form.pricePerHour}
        error={errors.amount}
        hint="Empty or 0: no hourly price."
        onChange={(v) => set('pricePerHour', v)}
      />
      <div className="flex items-center gap-2 self-center pt-5 text-sm">
        <input
          id={`${id}-inc`}
          type="checkbox"
          className="size-4 rounded border-gray-300 accent-brand-600"
          checked={form.isIncrement}
          onChange={(e) => set('isIncrement', e.target.checked)}
        />
        <label htmlFor={`${id}-inc`} className="font-medium text-gray-900">
          Charge in increments
        </label>
      </div>
      {form.isIncrement ? (
        <>
          <Field
            label="Increment minutes"
            value={form.incrementMinutes}
            error={errors.incrementValue}
            onChange={(v) => set('incrementMinutes', v)}
          />
          <Field
            label="Max session minutes"
            value={form.maxSessionMinutes}
            error={errors.maxIncrementTime}
            onChange={(v) => set('maxSessionMinutes', v)}
          />
        </>
      ) : null}
    </Section>
  );
}

/** The flat rate (a daily maximum) and when it expires: at a time or after a duration. */
function FlatRateSection({ form, errors, set }: SlotFieldsProps) {
  const expiryName = useId();
  return (
    <Section
      legend="Flat rate / daily max"
      checked={form.isFlatRate}
      onChange={(on) => set('isFlatRate', on)}
    >
      <Field
        label="Flat amount ($)"
        value={form.flatAmount}
        error={errors.flatRateAmount}
        onChange={(v) => set('flatAmount', v)}
      />
      <fieldset className="text-sm">
        <legend className="font-medium text-gray-800">Expires</legend>
        {(
          [
            ['time', 'At a time'],
            ['duration', 'After a duration'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="mt-1 flex items-center gap-2">
            <input
              type="radio"
              name={expiryName}
              value={value}
              className="size-4 accent-brand-600"
              checked={form.flatExpiry === value}
              onChange={() => set('flatExpiry', value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {form.flatExpiry === 'time' ? (
        <Field
          label="Flat rate ends at"
          type="time"
          value={form.flatEndTime}
          error={errors.flatRateEndTime}
          onChange={(v) => set('flatEndTime', v)}
        />
      ) : (
        <Field
          label="Flat rate minutes"
          value={form.flatDuration}
          error={errors.flatRateDuration}
          onChange={(v) => set('flatDuration', v)}
        />
      )}
    </Section>
  );
}

/** The slot's prices: hourly and increments, flat rate / daily maximum, overnight. */
export function SlotKindFields({ form, errors, set }: SlotFieldsProps) {
  return (
    <>
      <HourlySection form={form} errors={errors} set={set} />
      <FlatRateSection form={form} errors={errors} set={set} />
      <Section
        legend="Overnight rate"
        checked={form.isOvernight}
        onChange={(on) => set('isOvernight', on)}
      >
        <Field
          label="Overnight amount ($)"
          value={form.overnightAmount}
          error={errors.overnightAmount}
          onChange={(v) => set('overnightAmount', v)}
        />
        <Field
          label="Overnight ends at"
          type="time"
          value={form.overnightEndTime}
          error={errors.overnightEndTime}
          onChange={(v) => set('overnightEndTime', v)}
        />
      </Section>
    </>
  );
}
