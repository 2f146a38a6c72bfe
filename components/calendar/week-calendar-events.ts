import type { EventChangeArg, EventInput } from '@fullcalendar/core';
import { calendarPieces, changedSlot, weekMinuteToDate } from '@/lib/rules/meters/rate-week';
import type { WeekEvent } from './week-calendar-types';

/** The id of the second piece of a slot over the week's end (from Sunday 00:00). */
const TAIL = '#tail';
const minutesBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.round((to.getTime() - from.getTime()) / 60_000) : 0;

/** The slots as FullCalendar events: a slot over the week's end shows as two pieces. */
export function toCalendarEvents(events: readonly WeekEvent[]): EventInput[] {
  return events.flatMap((event) =>
    // A slot over the week's end shows as two pieces: to Saturday midnight, and from Sunday.
    calendarPieces(event).map((piece) => ({
      id: piece.tail ? `${event.id}${TAIL}` : event.id,
      title: event.title,
      start: weekMinuteToDate(piece.startMinute),
      end: weekMinuteToDate(piece.endMinute),
      extendedProps: { slotId: event.id, tail: piece.tail },
      // Saved slots in the brand blue (white text, contrast 6.6:1); a new one outlined.
      ...(event.unsaved
        ? { backgroundColor: '#eef5ff', borderColor: '#1640d6', textColor: '#1936ad' }
        : { backgroundColor: '#1640d6', borderColor: '#1640d6', textColor: '#ffffff' }),
    })),
  );
}

/**
 * A piece dragged or resized: its slot and the slot's new times on its own time line, or null
 * when the piece is not one of `events` (the change is then reverted).
 */
export function changedSlotTimes(
  arg: EventChangeArg,
  kind: 'move' | 'resize',
  events: readonly WeekEvent[],
): { slotId: string; startMinute: number; endMinute: number } | null {
  const { event, oldEvent } = arg;
  const slotId = String(event.extendedProps.slotId ?? event.id);
  const slot = events.find((e) => e.id === slotId);
  if (!slot || !event.start || !event.end) return null;
  const next = changedSlot(
    slot,
    { tail: event.extendedProps.tail === true },
    {
      kind,
      startDelta: minutesBetween(oldEvent.start, event.start),
      endDelta: minutesBetween(oldEvent.end, event.end),
    },
  );
  return { slotId, startMinute: next.startMinute, endMinute: next.endMinute };
}
