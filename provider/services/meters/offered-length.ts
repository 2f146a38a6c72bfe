import { slotAt, slotKind, type RateSlot } from '../../../lib/rules/meters/pricing';
import type { MeterRow } from '../../db/schema';
import { choicesAt } from './portal';
import { meterRefusal } from './refusals';

/**
 * A length a driver buys is one the page offers (issue 25 item 9). An hourly slot sells the
 * listed lengths (15, 30, 60 … minutes, rounded up to its increment), so another whole number
 * of minutes is refused. A flat or overnight slot sells the one length that runs to its end,
 * which shrinks with the clock while the form is open: any length up to it is that purchase
 * (the engine already refuses a longer one, and the price is the slot's whatever the length).
 * Call it after the engine priced the length (its refusals are the more precise texts).
 */
export function requireOfferedLength(
  priced: { slots: RateSlot[]; meter: Pick<MeterRow, 'firstFreeMin'> },
  start: Date,
  minutes: number,
  timeZone: string,
): void {
  const slot = slotAt(priced.slots, start, timeZone);
  if (!slot || slotKind(slot) !== 'hourly') return;
  if (!choicesAt(priced, start, timeZone).some((choice) => choice.minutes === minutes)) {
    throw meterRefusal.lengthNotSold();
  }
}
