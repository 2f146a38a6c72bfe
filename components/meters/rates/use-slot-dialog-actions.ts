'use client';

import { useCallback } from 'react';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import type { RateSlot } from '@/lib/rules/meters/pricing';
import { slotBodyOf } from '@/lib/rules/meters/rate-slot-form';
import type { RatesMutate, SlotDialogState, SlotSpan } from './rate-slot-state';

export interface SlotDialogActionsOptions {
  meter: string;
  dialog: SlotDialogState | null;
  setDialog: (dialog: SlotDialogState | null) => void;
  /** The unsaved new slot (null: none). */
  setDraft: (draft: SlotSpan | null) => void;
  mutate: RatesMutate;
}

/** The slot dialog's Cancel, Save and Remove on the rates screen. */
export function useSlotDialogActions({
  meter,
  dialog,
  setDialog,
  setDraft,
  mutate,
}: SlotDialogActionsOptions) {
  const close = useCallback(() => {
    // Cancel discards an unsaved new slot.
    if (dialog?.mode === 'new') setDraft(null);
    setDialog(null);
  }, [dialog, setDialog, setDraft]);

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
    [dialog, meter, mutate, setDialog, setDraft],
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
  }, [dialog, meter, mutate, setDialog, setDraft]);

  return { close, save, remove };
}
