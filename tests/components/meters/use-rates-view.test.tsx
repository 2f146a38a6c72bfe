/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { NEW_SLOT } from '@/components/meters/rates/rate-slot-state';
import { useRatesView } from '@/components/meters/rates/use-rates-view';
import type { MeterRate, MeterRatesAnswer } from '@/lib/contract/meters';
import { metersMessages as m } from '@/lib/messages/meters';
import { mockFetch } from '../support';

const MON = 1440;
const METER = 'b0000000-0000-4000-8000-000000000001';
const rate = (uuid: string, startMinute: number, endMinute: number): MeterRate => ({
  uuid,
  meterUuid: METER,
  entityUuid: 'c0000000-0000-4000-8000-000000000001',
  currency: 'USD',
  startMinute,
  endMinute,
  isFlatRate: false,
  isIncrement: false,
  isOvernight: false,
  amount: 200,
  incrementValue: null,
  maxIncrementTime: null,
  firstFreeMin: null,
  flatRateAmount: null,
  flatRateDuration: null,
  flatRateEndTime: null,
  overnightAmount: null,
  overnightEndTime: null,
});
const A = rate('a0000000-0000-4000-8000-00000000000a', MON + 540, MON + 600);
const B = rate('a0000000-0000-4000-8000-00000000000b', MON + 720, MON + 780);
const schedule: MeterRatesAnswer = {
  meter: { uuid: METER, zoneId: 'T1', name: 'Test', firstFreeMin: 0 },
  timeZone: 'UTC',
  rates: [A, B],
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

async function loaded(...answers: Parameters<typeof mockFetch>) {
  const fetched = mockFetch({ status: 200, body: schedule }, ...answers);
  const view = renderHook(() => useRatesView(METER), { wrapper });
  await waitFor(() => expect(view.result.current.rates).toHaveLength(2));
  return { view, fetched };
}

describe('the rate calendar’s state (spec 3 §4)', () => {
  it('a click makes a local "No price" slot and opens its dialog; Cancel discards it', async () => {
    const { view } = await loaded();
    act(() => view.result.current.select(3 * MON + 480, 3 * MON + 540));
    expect(view.result.current.dialog).toEqual({
      mode: 'new',
      startMinute: 3 * MON + 480,
      endMinute: 3 * MON + 540,
    });
    expect(view.result.current.events.at(-1)).toMatchObject({ id: NEW_SLOT, title: m.noPrice });
    act(() => view.result.current.close());
    expect(view.result.current.dialog).toBeNull();
    expect(view.result.current.events.map((e) => e.id)).toEqual([A.uuid, B.uuid]);
  });

  it('a click on a slot’s time is refused with the overlap text; a drag over midnight makes one slot', async () => {
    const { view } = await loaded();
    act(() => view.result.current.select(MON + 560, MON + 620));
    expect(view.result.current.notice).toBe(m.rateOverlap('Monday 9:00 AM – 10:00 AM'));
    expect(view.result.current.dialog).toBeNull();
    // Thursday 11 PM → Friday 2 AM stays one slot over midnight.
    act(() => view.result.current.select(4 * MON + 1380, 5 * MON + 120));
    expect(view.result.current.dialog).toEqual({
      mode: 'new',
      startMinute: 4 * MON + 1380,
      endMinute: 5 * MON + 120,
    });
    expect(view.result.current.events.at(-1)).toMatchObject({
      id: NEW_SLOT,
      startMinute: 4 * MON + 1380,
      endMinute: 5 * MON + 120,
    });
  });

  it('a drag saves at once (PUT with the new times)', async () => {
    const moved = { ...A, startMinute: 2 * MON + 540, endMinute: 2 * MON + 600 };
    const { view, fetched } = await loaded(
      { status: 200, body: moved },
      { status: 200, body: schedule },
    );
    const revert = jest.fn();
    await act(() => view.result.current.move(A.uuid, 2 * MON + 540, 2 * MON + 600, revert));
    const put = fetched.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/meter-rates/${METER}/${A.uuid}`);
    expect(put?.body).toMatchObject({
      startMinute: 2 * MON + 540,
      endMinute: 2 * MON + 600,
      amount: 200,
    });
    expect(revert).not.toHaveBeenCalled();
    expect(view.result.current.notice).toBeNull();
  });

  it('a drag the provider refuses goes back, with the provider’s text shown', async () => {
    const text = m.rateOverlap('Tuesday 9:00 AM – 10:00 AM');
    const { view } = await loaded({
      status: 409,
      body: { error: { code: 'RATE_OVERLAP', message: text } },
    });
    const revert = jest.fn();
    await act(() => view.result.current.move(A.uuid, 2 * MON + 540, 2 * MON + 600, revert));
    expect(revert).toHaveBeenCalled();
    expect(view.result.current.notice).toBe(`${m.rateMoveRefused} ${text}`);
  });

  it('a drag onto another slot goes back without a call', async () => {
    const { view, fetched } = await loaded();
    const revert = jest.fn();
    await act(() => view.result.current.move(A.uuid, MON + 700, MON + 760, revert));
    expect(view.result.current.notice).toBe(
      `${m.rateMoveRefused} ${m.rateOverlap('Monday 12:00 PM – 1:00 PM')}`,
    );
    // Over the week's end onto B: Saturday 11 PM → Monday 12:30 PM (of the next week).
    await act(() => view.result.current.move(A.uuid, 6 * MON + 1380, 8 * MON + 750, revert));
    expect(view.result.current.notice).toBe(
      `${m.rateMoveRefused} ${m.rateOverlap('Monday 12:00 PM – 1:00 PM')}`,
    );
    expect(revert).toHaveBeenCalledTimes(2);
    expect(fetched.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a drag past midnight, and over the week’s end, saves one slot at once', async () => {
    const over = { ...A, startMinute: 6 * MON + 1380, endMinute: 7 * MON + 60 };
    const { view, fetched } = await loaded(
      { status: 200, body: over },
      { status: 200, body: { ...schedule, rates: [over, B] } },
    );
    const revert = jest.fn();
    await act(() => view.result.current.move(A.uuid, 6 * MON + 1380, 7 * MON + 60, revert));
    const put = fetched.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ startMinute: 6 * MON + 1380, endMinute: 7 * MON + 60 });
    expect(revert).not.toHaveBeenCalled();
    expect(view.result.current.notice).toBeNull();
  });

  it("'Add time slot' opens a new slot on the first free hour from Monday 9 AM", async () => {
    const { view } = await loaded();
    act(() => view.result.current.addSlot());
    expect(view.result.current.dialog).toEqual({
      mode: 'new',
      startMinute: MON + 600,
      endMinute: MON + 660,
    });
  });
});
