'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { useAction } from '@/components/ui/use-action';
import type { MeterRate } from '@/lib/contract/meters';
import { metersMessages as m } from '@/lib/messages/meters';
import type { RateSlot } from '@/lib/rules/meters/pricing';
import {
  checkRateSlot,
  DAY_NAMES,
  overlappingSlot,
  RATE_CURRENCIES,
} from '@/lib/rules/meters/rate-slot';
import { overlapText } from '@/lib/rules/meters/rate-texts';
import {
  endDayChoices,
  slotFormOf,
  slotInputOf,
  type RateSlotForm,
} from '@/lib/rules/meters/rate-slot-form';
import { SlotKindFields, type FieldErrors } from './SlotKindFields';
import type { SlotDialogState } from './use-rates-view';

export interface SlotDialogProps {
  open: boolean;
  state: SlotDialogState | null;
  /** The meter's saved slots (an overlap is refused before the call). */
  rates: readonly MeterRate[];
  meterFirstFreeMin: number;
  /** The organisation's zone the slot's times are in. */
  timeZone: string;
  onClose: () => void;
  onSave: (slot: RateSlot) => Promise<void>;
  onRemove: () => Promise<void>;
}

/**
 * 'Meter time slot' (spec 3 §2): the slot's day and times, hourly/increment, flat rate, overnight,
 * first free minutes and currency, with Remove, Cancel and Save. Every §5 rule is checked here
 * with the same rules as the provider; each broken one shows under its field.
 */
export function SlotDialog({
  open,
  state,
  rates,
  meterFirstFreeMin,
  timeZone,
  onClose,
  onSave,
  onRemove,
}: SlotDialogProps) {
  const [form, setForm] = useState<RateSlotForm>(() =>
    state
      ? slotFormOf(state.mode === 'edit' ? state.rate : state)
      : slotFormOf({ startMinute: 0, endMinute: 60 }),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAction(onSave, m.rateSaveFailed);
  const remove = useAction(onRemove, m.rateRemoveFailed);
  const busy = save.busy || remove.busy;
  const self = state?.mode === 'edit' ? state.rate.uuid : null;

  const set = <K extends keyof RateSlotForm>(key: K, value: RateSlotForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkRateSlot(slotInputOf(form));
    if (!checked.ok) return setErrors(checked.errors);
    const other = overlappingSlot(checked.slot, rates, self);
    if (other) return setErrors({ startMinute: overlapText(other) });
    setErrors({});
    void save.run(checked.slot);
  }

  const failure = save.error ?? remove.error;
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      onSubmit={submit}
      title={m.meterTimeSlot}
      size="lg"
      actions={
        <>
          <Button
            variant="danger"
            className="sm:mr-auto"
            loading={remove.busy}
            disabled={save.busy}
            onClick={() => void remove.run()}
          >
            Remove
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy} disabled={remove.busy}>
            Save
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p className="text-sm text-gray-700">{m.rateTimesIn(timeZone)}</p>
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
      <SlotKindFields form={form} errors={errors} set={set} />
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
    </Dialog>
  );
}
