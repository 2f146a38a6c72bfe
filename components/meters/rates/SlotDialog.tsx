'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import { useAction } from '@/components/ui/use-action';
import type { MeterRate } from '@/lib/contract/meters';
import { metersMessages as m } from '@/lib/messages/meters';
import type { RateSlot } from '@/lib/rules/meters/pricing';
import { checkRateSlot, overlappingSlot } from '@/lib/rules/meters/rate-slot';
import { overlapText } from '@/lib/rules/meters/rate-texts';
import { slotFormOf, slotInputOf, type RateSlotForm } from '@/lib/rules/meters/rate-slot-form';
import { SlotFreeCurrencyFields } from './SlotFreeCurrencyFields';
import { SlotKindFields, type FieldErrors } from './SlotKindFields';
import { SlotTimeFields } from './SlotTimeFields';
import type { SlotDialogState } from './rate-slot-state';

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
      <SlotTimeFields form={form} errors={errors} set={set} />
      <SlotKindFields form={form} errors={errors} set={set} />
      <SlotFreeCurrencyFields
        form={form}
        errors={errors}
        set={set}
        meterFirstFreeMin={meterFirstFreeMin}
      />
    </Dialog>
  );
}
