import { DAY_MINUTES, WEEK_MINUTES, type SlotSpan } from './rate-slot';

/**
 * The weekly rate calendar's geometry (spec 3 §9): a slot's pieces on the one week shown, a
 * dragged or resized slot, and the week minute ⇄ calendar date and day/time conversions.
 */

/**
 * A slot drawn on the calendar's one week: itself, or for a slot running past the week's end
 * two pieces, the head to Saturday midnight and the tail from Sunday 00:00 (`offset` is what to
 * add to a piece's calendar minutes to get back to the slot's own time line).
 */
export function calendarPieces(slot: SlotSpan): (SlotSpan & { offset: number; tail: boolean })[] {
  if (slot.endMinute <= WEEK_MINUTES) return [{ ...slot, offset: 0, tail: false }];
  return [
    { startMinute: slot.startMinute, endMinute: WEEK_MINUTES, offset: 0, tail: false },
    { startMinute: 0, endMinute: slot.endMinute - WEEK_MINUTES, offset: WEEK_MINUTES, tail: true },
  ];
}

/**
 * The slot after one of its calendar pieces was dragged (`move`: both ends by the same minutes)
 * or resized (the piece's end moved; for the head of a slot over the week's end, the tail goes).
 */
export function changedSlot(
  slot: SlotSpan,
  piece: { tail: boolean },
  change: { kind: 'move' | 'resize'; startDelta: number; endDelta: number },
): SlotSpan {
  if (change.kind === 'move') return movedSlot(slot, change.startDelta);
  const wraps = slot.endMinute > WEEK_MINUTES;
  if (piece.tail)
    return { startMinute: slot.startMinute, endMinute: slot.endMinute + change.endDelta };
  return {
    startMinute: slot.startMinute + change.startDelta,
    endMinute: (wraps ? WEEK_MINUTES : slot.endMinute) + change.endDelta,
  };
}

/**
 * A slot moved by `delta` minutes (a drag on the calendar), kept starting within the week: a
 * slot dragged past the week's end comes round to its start.
 */
export function movedSlot(slot: SlotSpan, delta: number): SlotSpan {
  const length = slot.endMinute - slot.startMinute;
  const start = (((slot.startMinute + delta) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  return { startMinute: start, endMinute: start + length };
}

// ── The calendar's week: a fixed reference week shown in UTC, so no date or DST shows through ──

/** Sunday 1 January 2023 00:00 UTC: week minute 0 of the calendar. */
export const REFERENCE_WEEK_START = Date.UTC(2023, 0, 1);

export const weekMinuteToDate = (minute: number) =>
  new Date(REFERENCE_WEEK_START + minute * 60_000);

/** The week minute of a calendar date (clamped to the week). */
export function dateToWeekMinute(date: Date): number {
  const minute = Math.round((date.getTime() - REFERENCE_WEEK_START) / 60_000);
  return Math.min(WEEK_MINUTES, Math.max(0, minute));
}

/** Week minute → weekday (0 = Sunday) and minute of the day. */
export const dayAndTimeOf = (minute: number) => ({
  day: Math.floor(minute / DAY_MINUTES),
  minute: minute % DAY_MINUTES,
});

export const weekMinuteOf = (day: number, minuteOfDay: number) => day * DAY_MINUTES + minuteOfDay;
