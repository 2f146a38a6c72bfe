import type { MeterRate } from '../../../lib/contract';
import type { RateSlot } from '../../../lib/rules/meters/pricing';
import { RATE_CURRENCIES, type RateCurrency } from '../../../lib/rules/meters/rate-slot';
import type { MeterRateRow } from '../../db/schema';

/**
 * The one mapper of a stored time rate (spec 3 §3 "Time rate"): the rates screen shows it and the
 * price engine charges by it, so both read the same slot with the same currency.
 */

/**
 * The rate's currency: USD or CAD only (spec 3 §8). A row holding anything else is a fault in the
 * data, not a currency to guess: a driver is never charged, nor an administrator shown, an amount
 * in a currency the rate does not name (it was once read as USD on the meter page and passed on
 * unchecked on the rates screen).
 */
export function rateCurrencyOf(row: Pick<MeterRateRow, 'uuid' | 'currency'>): RateCurrency {
  const currency = RATE_CURRENCIES.find((c) => c === row.currency);
  if (!currency) {
    throw new Error(
      `Meter rate ${row.uuid} holds currency ${JSON.stringify(row.currency)}: only USD or CAD.`,
    );
  }
  return currency;
}

/** The slot the price engine reads (lib/rules/meters/pricing). */
export function rateSlotOf(row: MeterRateRow): RateSlot {
  return {
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    currency: rateCurrencyOf(row),
    isFlatRate: row.isFlatRate,
    isIncrement: row.isIncrement,
    isOvernight: row.isOvernight,
    amount: row.amount,
    incrementValue: row.incrementValue,
    maxIncrementTime: row.maxIncrementTime,
    firstFreeMin: row.firstFreeMin,
    flatRateAmount: row.flatRateAmount,
    flatRateDuration: row.flatRateDuration,
    flatRateEndTime: row.flatRateEndTime,
    overnightAmount: row.overnightAmount,
    overnightEndTime: row.overnightEndTime,
  };
}

/** The rate as the contract answers it (the rates screen): the slot with its identity. */
export function rateView(row: MeterRateRow): MeterRate {
  return {
    uuid: row.uuid,
    meterUuid: row.meterUuid,
    entityUuid: row.entityUuid,
    ...rateSlotOf(row),
  };
}
