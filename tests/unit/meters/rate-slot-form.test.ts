import { metersMessages as m } from '@/lib/messages/meters';
import { checkRateSlot } from '@/lib/rules/meters/rate-slot';
import {
  dollarsToCents,
  endDayChoices,
  minutesOf,
  slotBodyOf,
  slotFormOf,
  slotInputOf,
} from '@/lib/rules/meters/rate-slot-form';

const MON = 1440;

describe('the dialog’s fields ⇄ a slot', () => {
  it.each([
    ['12.5', 1250],
    ['$1,000.00', 100_000],
    ['0', 0],
    ['-3', -300],
    ['.75', 75],
    ['', null],
    ['ten', null],
  ])('dollars %s → %s cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each([
    ['15', 15],
    [' 0 ', 0],
    ['-5', -5],
    ['1.5', null],
    ['', null],
  ])('minutes %s → %s', (text, value) => {
    expect(minutesOf(text)).toBe(value);
  });

  it('a new slot from the calendar: its day and clock times, nothing else set', () => {
    const form = slotFormOf({ startMinute: MON + 540, endMinute: MON + 600 });
    expect(form).toMatchObject({
      day: 1,
      start: '09:00',
      end: '10:00',
      currency: 'USD',
      pricePerHour: '',
      isFlatRate: false,
      flatExpiry: 'time',
    });
    // Saving it without any amount is refused with the at-least-one-amount text.
    const checked = checkRateSlot(slotInputOf(form));
    expect(checked.ok ? null : checked.message).toBe(m.rateNeedsAmount);
  });

  it('a slot ending at midnight shows 00:00 and reads back as the end of its day', () => {
    const form = slotFormOf({ startMinute: 5 * MON + 1260, endMinute: 6 * MON });
    expect([form.day, form.start, form.end]).toEqual([5, '21:00', '00:00']);
    const input = slotInputOf({ ...form, pricePerHour: '2' });
    expect([input.startMinute, input.endMinute]).toEqual([5 * MON + 1260, 6 * MON]);
  });

  it('a slot over midnight, or over the week’s end, shows its end day and reads back whole', () => {
    const WEEK = 7 * MON;
    const cases: [number, number, number, string, number][] = [
      // start, end → end day (days after the start day), end time, start day
      [5 * MON + 1320, 6 * MON + 120, 1, '02:00', 5],
      [6 * MON + 1380, WEEK + 60, 1, '01:00', 6],
      [0, WEEK, 6, '00:00', 0],
      [MON + 540, WEEK + MON + 540, 7, '09:00', 1],
      [2 * MON + 600, 4 * MON, 1, '00:00', 2],
    ];
    for (const [startMinute, endMinute, endDay, end, day] of cases) {
      const form = slotFormOf({ startMinute, endMinute });
      expect([form.day, form.endDay, form.end]).toEqual([day, endDay, end]);
      const input = slotInputOf({ ...form, pricePerHour: '2' });
      expect([input.startMinute, input.endMinute]).toEqual([startMinute, endMinute]);
      expect(checkRateSlot(input).ok).toBe(true);
    }
  });

  it('offers the end days from the start day on, naming the next week', () => {
    expect(endDayChoices(5).map((c) => c.label)).toEqual([
      'Friday (same day)',
      'Saturday (next day)',
      'Sunday (next week)',
      'Monday (next week)',
      'Tuesday (next week)',
      'Wednesday (next week)',
      'Thursday (next week)',
      'Friday (a week later)',
    ]);
    expect(endDayChoices(1)[2]).toEqual({ value: 2, label: 'Wednesday' });
  });

  it('round-trips a saved slot of every kind through the fields and back to the call body', () => {
    const saved = {
      startMinute: MON * 3 + 480,
      endMinute: MON * 3 + 1080,
      currency: 'CAD' as const,
      isFlatRate: true,
      isIncrement: true,
      isOvernight: true,
      amount: 250,
      incrementValue: 15,
      maxIncrementTime: 180,
      firstFreeMin: 10,
      flatRateAmount: 1200,
      flatRateDuration: 240,
      flatRateEndTime: null,
      overnightAmount: 600,
      overnightEndTime: 420,
    };
    const form = slotFormOf(saved);
    expect(form).toMatchObject({
      pricePerHour: '2.50',
      flatAmount: '12.00',
      flatExpiry: 'duration',
      flatDuration: '240',
      overnightEndTime: '07:00',
      firstFreeMinutes: '10',
    });
    const checked = checkRateSlot(slotInputOf(form));
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.slot).toEqual(saved);
    expect(slotBodyOf(checked.slot)).toMatchObject({ ...saved, flatRateExpiry: 'duration' });
  });

  it("switching a flat rate to 'time' stores duration 0 and the clock time", () => {
    const form = slotFormOf({ startMinute: MON, endMinute: MON + 600 });
    const input = slotInputOf({
      ...form,
      isFlatRate: true,
      flatAmount: '9',
      flatExpiry: 'time',
      flatEndTime: '18:00',
      flatDuration: '120',
    });
    const checked = checkRateSlot(input);
    expect(checked.ok && checked.slot).toMatchObject({
      flatRateAmount: 900,
      flatRateDuration: 0,
      flatRateEndTime: 1080,
    });
  });

  it('kinds turned off send nothing of theirs, and bad times are refused', () => {
    const form = {
      ...slotFormOf({ startMinute: MON, endMinute: MON + 60 }),
      pricePerHour: '3',
      incrementMinutes: '15',
      overnightAmount: '5',
    };
    const input = slotInputOf(form);
    expect(input).toMatchObject({
      incrementValue: null,
      overnightAmount: null,
      flatRateAmount: null,
    });
    const bad = checkRateSlot(slotInputOf({ ...form, start: '', end: '10:00' }));
    expect(bad.ok ? null : bad.errors.startMinute).toBe(m.rateSlotOutOfWeek);
    const backwards = checkRateSlot(slotInputOf({ ...form, start: '11:00', end: '10:00' }));
    expect(backwards.ok ? null : backwards.message).toBe(m.rateSlotStartAfterEnd);
  });
});
