'use client';

import { useCallback, useMemo, useState } from 'react';
import type { WeekEvent } from '@/components/calendar/WeekCalendar';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import type { MeterRate } from '@/lib/contract/meters';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { metersMessages as m } from '@/lib/messages/meters';
import type { RateSlot } from '@/lib/rules/meters/pricing';
import { slotBodyOf } from '@/lib/rules/meters/rate-slot-form';
import { checkRateSlot, DAY_MINUTES, overlappingSlot } from '@/lib/rules/meters/rate-slot';
import { overlapText, slotTitle } from '@/lib/rules/meters/rate-texts';

/** The new slot's id on the calendar (it has no uuid until saved). */
export const NEW_SLOT = 'new';

export type SlotDialogState =
  { mode: 'new'; startMinute: number; endMinute: number } | { mode: 'edit'; rate: MeterRate };

/** Monday 9:00–10:00, or the first free hour of the week, for 'Add time slot'. */
function firstFreeHour(rates: readonly MeterRate[]): { startMinute: number; endMinute: number } {
  for (let start = DAY_MINUTES + 540; start < DAY_MINUTES * 8; start += 60) {
    const at = start % (DAY_MINUTES * 7);
    const slot = { startMinute: at, endMinute: at + 60 };
    if (!overlappingSlot(slot, rates)) return slot;
  }
  return { startMinute: DAY_MINUTES + 540, endMinute: DAY_MINUTES + 600 };
}

/**
 * The rates screen's state (spec 3 §4 "Rate calendar"): a new slot starts local, titled 'No
 * price', and its dialog opens; Save creates it (or updates a saved one); Cancel discards an
 * unsaved new slot; a drag or resize saves at once and puts the slot back, with the reason
 * shown, when it is refused.
 */
export function useRatesView(meter: string) {
  const { data, error, isLoading, mutate } = useEndpoint(r.meterRates, { params: { meter } });
  const rates = useMemo(() => data?.rates ?? [], [data]);
  const [draft, setDraft] = useState<{ startMinute: number; endMinute: number } | null>(null);
  const [dialog, setDialog] = useState<SlotDialogState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const events = useMemo<WeekEvent[]>(() => {
    const saved = rates.map((rate) => ({
      id: rate.uuid,
      title: slotTitle(rate),
      startMinute: rate.startMinute,
      endMinute: rate.endMinute,
    }));
    return draft ? [...saved, { id: NEW_SLOT, title: m.noPrice, ...draft, unsaved: true }] : saved;
  }, [rates, draft]);

  /**
   * A click or a drag over empty time (a drag may run past midnight into the next day): a local
   * 'No price' slot and its dialog.
   */
  const select = useCallback(
    (startMinute: number, endMinute: number) => {
      const slot = { startMinute, endMinute };
      const other = overlappingSlot(slot, rates);
      if (other) {
        setNotice(overlapText(other));
        return;
      }
      setNotice(null);
      setDraft(slot);
      setDialog({ mode: 'new', ...slot });
    },
    [rates],
  );

  const open = useCallback(
    (id: string) => {
      setNotice(null);
      if (id === NEW_SLOT && draft) return setDialog({ mode: 'new', ...draft });
      const rate = rates.find((r) => r.uuid === id);
      if (rate) setDialog({ mode: 'edit', rate });
    },
    [draft, rates],
  );

  const addSlot = useCallback(() => {
    setNotice(null);
    const slot = draft ?? firstFreeHour(rates);
    setDraft(slot);
    setDialog({ mode: 'new', ...slot });
  }, [draft, rates]);

  /**
   * A drag or resize (over midnight and the week's end too): saved at once; refused → put back
   * with the reason.
   */
  const move = useCallback(
    async (id: string, startMinute: number, endMinute: number, revert: () => void) => {
      setNotice(null);
      if (id === NEW_SLOT) {
        const other = overlappingSlot({ startMinute, endMinute }, rates);
        if (other) {
          revert();
          return setNotice(overlapText(other));
        }
        return setDraft({ startMinute, endMinute });
      }
      const rate = rates.find((r) => r.uuid === id);
      if (!rate) return revert();
      const checked = checkRateSlot({ ...rate, startMinute, endMinute });
      const other = overlappingSlot({ startMinute, endMinute }, rates, id);
      if (!checked.ok || other) {
        revert();
        return setNotice(
          `${m.rateMoveRefused} ${other ? overlapText(other) : checked.ok ? '' : checked.message}`,
        );
      }
      try {
        const saved = await callEndpoint(r.updateMeterRate, {
          params: { meter, uuid: id },
          body: slotBodyOf(checked.slot),
        });
        await mutate(
          (current) =>
            current && {
              ...current,
              rates: current.rates.map((x) => (x.uuid === id ? saved : x)),
            },
          { revalidate: true },
        );
      } catch (cause) {
        revert();
        setNotice(`${m.rateMoveRefused} ${failureMessage(cause, m.rateSaveFailed)}`);
      }
    },
    [meter, mutate, rates],
  );

  const close = useCallback(() => {
    // Cancel discards an unsaved new slot.
    if (dialog?.mode === 'new') setDraft(null);
    setDialog(null);
  }, [dialog]);

  /** Save: creates the local slot, or updates a saved one. */
  const save = useCallback(
    async (slot: RateSlot) => {
      if (!dialog) return;
      const body = slotBodyOf(slot);
      if (dialog.mode === 'new') {
        await callEndpoint(r.createMeterRate, { params: { meter }, body });
        setDraft(null);
      } else {
        await callEndpoint(r.updateMeterRate, {
          params: { meter, uuid: dialog.rate.uuid },
          body,
        });
      }
      setDialog(null);
      await mutate();
    },
    [dialog, meter, mutate],
  );

  /** Remove: an unsaved slot is dropped; a saved one is deleted. */
  const remove = useCallback(async () => {
    if (!dialog) return;
    if (dialog.mode === 'edit') {
      await callEndpoint(r.deleteMeterRate, { params: { meter, uuid: dialog.rate.uuid } });
      await mutate(
        (current) =>
          current && {
            ...current,
            rates: current.rates.filter((x) => x.uuid !== dialog.rate.uuid),
          },
        { revalidate: true },
      );
    } else {
      setDraft(null);
    }
    setDialog(null);
  }, [dialog, meter, mutate]);

  return {
    data,
    error,
    isLoading,
    retry: () => void mutate(),
    rates,
    events,
    dialog,
    notice,
    dismissNotice: () => setNotice(null),
    select,
    open,
    addSlot,
    move,
    close,
    save,
    remove,
  };
}
