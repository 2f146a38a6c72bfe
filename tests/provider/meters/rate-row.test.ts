import { meterRate } from '@/lib/contract';
import type { MeterRateRow } from '@/provider/db/schema';
import { rateSlotOf, rateView } from '@/provider/services/meters/rate-row';

/**
 * One mapper of a stored time rate: the rates screen (rateView) and the meter page's price
 * engine (rateSlotOf) read the same currency. Spec 3 §8: USD and CAD only; a row holding another
 * value is refused by both, never priced as USD on one side and passed on unchecked on the other.
 */
const row = (currency: string): MeterRateRow => ({
  uuid: '7f1c8a52-0a0b-4c5e-9a53-1f1d7c2e9b10',
  meterUuid: '0b0d2c7e-7f43-4d8e-8a7c-61e2f55a0c11',
  entityUuid: '5a2e9f0c-13b4-4b52-9d0e-7a6c5e3f2d12',
  currency,
  startMinute: 480,
  endMinute: 1080,
  isFlatRate: false,
  isIncrement: true,
  isOvernight: false,
  amount: 200,
  incrementValue: 15,
  maxIncrementTime: 120,
  firstFreeMin: null,
  flatRateAmount: null,
  flatRateDuration: null,
  flatRateEndTime: null,
  overnightAmount: null,
  overnightEndTime: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
});

describe('the one rate mapper', () => {
  it.each(['USD', 'CAD'])('%s: the screen and the price engine show the same currency', (c) => {
    const view = rateView(row(c));
    const slot = rateSlotOf(row(c));
    expect(view.currency).toBe(c);
    expect(slot.currency).toBe(c);
    // The screen's rate is the engine's slot with its identity, and a valid contract answer.
    const { uuid, meterUuid, entityUuid, ...rest } = view;
    expect(rest).toEqual(slot);
    expect({ uuid, meterUuid, entityUuid }).toEqual({
      uuid: row(c).uuid,
      meterUuid: row(c).meterUuid,
      entityUuid: row(c).entityUuid,
    });
    expect(meterRate.safeParse(view).success).toBe(true);
  });

  it.each(['EUR', 'cad', '', 'USD '])('%j is no currency of a rate: both refuse it', (c) => {
    expect(() => rateSlotOf(row(c))).toThrow(/only USD or CAD/);
    expect(() => rateView(row(c))).toThrow(/only USD or CAD/);
  });
});
