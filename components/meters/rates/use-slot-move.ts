'use client';

import { useCallback } from 'react';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import type { MeterRate } from '@/lib/contract/meters';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { metersMessages as m } from '@/lib/messages/meters';
import { slotBodyOf } from '@/lib/rules/meters/rate-slot-form';
import { checkRateSlot, overlappingSlot } from '@/lib/rules/meters/rate-slot';
import { overlapText } from '@/lib/rules/meters/rate-texts';
import { NEW_SLOT, type RatesMutate, type SlotSpan } from './rate-slot-state';

export interface SlotMoveOptions {
  meter: string;
  rates: readonly MeterRate[];
  mutate: RatesMutate;
  setNotice: (notice: string | null) => void;
  /** Moves the unsaved new slot. */
  setDraft: (draft: SlotSpan) => void;
}

/** The calendar's drag and resize handler of the rates screen. */
export function useSlotMove({ meter, rates, mutate, setNotice, setDraft }: SlotMoveOptions) {
  /**
   * A drag or resize (over midnight and the week's end too): saved at once; refused → put back
   * with the reason.
   */
  return useCallback(
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
    [meter, mutate, rates, setNotice, setDraft],
  );
}
