'use client';

import { useCallback, useMemo, useState } from 'react';
import type { WeekEvent } from '@/components/calendar/WeekCalendar';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import type { MeterRate } from '@/lib/contract/meters';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { metersMessages as m } from '@/lib/messages/meters';
import { DAY_MINUTES, overlappingSlot } from '@/lib/rules/meters/rate-slot';
import { overlapText, slotTitle } from '@/lib/rules/meters/rate-texts';
import { NEW_SLOT, type SlotDialogState, type SlotSpan } from './rate-slot-state';
import { useSlotDialogActions } from './use-slot-dialog-actions';
import { useSlotMove } from './use-slot-move';

/** Monday 9:00–10:00, or the first free hour of the week, for 'Add time slot'. */
function firstFreeHour(rates: readonly MeterRate[]): { startMinute: number; endMinute: number } {
  for (let start = DAY_MINUTES + 540; start < DAY_MINUTES * 8; start += 60) {
    const at = start % (DAY_MINUTES * 7);
    const slot = { startMinute: at, endMinute: at + 60 };
    if (!overlappingSlot(slot, rates)) return slot;
  }
  return { startMinute: DAY_MINUTES + 540, endMinute: DAY_MINUTES + 600 };
}

/** The week calendar's events: the saved slots, and the unsaved new one ('No price'). */
function calendarEvents(rates: readonly MeterRate[], draft: SlotSpan | null): WeekEvent[] {
  const saved = rates.map((rate) => ({
    id: rate.uuid,
    title: slotTitle(rate),
    startMinute: rate.startMinute,
    endMinute: rate.endMinute,
  }));
  return draft ? [...saved, { id: NEW_SLOT, title: m.noPrice, ...draft, unsaved: true }] : saved;
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
  const [draft, setDraft] = useState<SlotSpan | null>(null);
  const [dialog, setDialog] = useState<SlotDialogState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const events = useMemo(() => calendarEvents(rates, draft), [rates, draft]);

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

  const move = useSlotMove({ meter, rates, mutate, setNotice, setDraft });
  const { close, save, remove } = useSlotDialogActions({
    meter,
    dialog,
    setDialog,
    setDraft,
    mutate,
  });

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
