'use client';

import type { DateSelectArg, EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import {
  calendarPieces,
  changedSlot,
  dateToWeekMinute,
  REFERENCE_WEEK_START,
  weekMinuteToDate,
  WEEK_MINUTES,
} from '@/lib/rules/meters/rate-slot';
import type { WeekCalendarProps } from './week-calendar-types';

const duration = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
/** The id of the second piece of a slot over the week's end (from Sunday 00:00). */
const TAIL = '#tail';
const minutesBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.round((to.getTime() - from.getTime()) / 60_000) : 0;
const WEEK = {
  start: new Date(REFERENCE_WEEK_START),
  end: weekMinuteToDate(WEEK_MINUTES),
};

/**
 * FullCalendar's week time grid over one fixed reference week in UTC (no dates and no DST show:
 * the header names weekdays only). Times go in and out as minutes of the week. Loaded only by
 * WeekCalendar (its own chunk, browser only).
 */
export function WeekCalendarView({
  events,
  stepMinutes,
  onSelect,
  onEventClick,
  onEventChange,
}: WeekCalendarProps) {
  const input = useMemo<EventInput[]>(
    () =>
      events.flatMap((event) =>
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
      ),
    [events],
  );

  /** A piece dragged or resized: the slot's new times on its own time line. */
  function changed(arg: EventChangeArg, kind: 'move' | 'resize') {
    const { event, oldEvent } = arg;
    const slotId = String(event.extendedProps.slotId ?? event.id);
    const slot = events.find((e) => e.id === slotId);
    if (!slot || !event.start || !event.end) return arg.revert();
    const next = changedSlot(
      slot,
      { tail: event.extendedProps.tail === true },
      {
        kind,
        startDelta: minutesBetween(oldEvent.start, event.start),
        endDelta: minutesBetween(oldEvent.end, event.end),
      },
    );
    onEventChange(slotId, next.startMinute, next.endMinute, arg.revert);
  }

  return (
    <FullCalendar
      plugins={[timeGridPlugin, interactionPlugin]}
      initialView="timeGridWeek"
      initialDate={WEEK.start}
      validRange={WEEK}
      timeZone="UTC"
      headerToolbar={false}
      dayHeaderFormat={{ weekday: 'long' }}
      firstDay={0}
      allDaySlot={false}
      slotDuration={duration(stepMinutes)}
      snapDuration={duration(stepMinutes)}
      slotLabelFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
      eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
      height="auto"
      expandRows
      nowIndicator={false}
      editable
      selectable
      selectMirror
      eventInteractive
      longPressDelay={300}
      events={input}
      select={(arg: DateSelectArg) => {
        arg.view.calendar.unselect();
        onSelect(dateToWeekMinute(arg.start), dateToWeekMinute(arg.end));
      }}
      eventClick={(arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        onEventClick(String(arg.event.extendedProps.slotId ?? arg.event.id));
      }}
      eventDrop={(arg) => changed(arg, 'move')}
      eventResize={(arg) => changed(arg, 'resize')}
    />
  );
}
