import type { KeyedMutator } from 'swr';
import type { ResponseOf } from '@/lib/contract/define-endpoint';
import type { MeterRate } from '@/lib/contract/meters';
import type { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';

/** The new slot's id on the calendar (it has no uuid until saved). */
export const NEW_SLOT = 'new';

export type SlotDialogState =
  { mode: 'new'; startMinute: number; endMinute: number } | { mode: 'edit'; rate: MeterRate };

/** A slot's place on the week, in minutes from Monday 00:00. */
export interface SlotSpan {
  startMinute: number;
  endMinute: number;
}

/** The rates' SWR mutate (each change puts the answer in place, then revalidates). */
export type RatesMutate = KeyedMutator<ResponseOf<typeof r.meterRates>>;
