'use client';

import type { DateSelectArg, EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import {
  dateToWeekMinute,
  REFERENCE_WEEK_START,
  weekMinuteToDate,
  WEEK_MINUTES,
} from '@/lib/rules/meters/rate-slot';
import type { WeekCalendarProps } from './week-calendar-types';

const duration = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
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
      events.map((event) => ({
        id: event.id,
        title: event.title,
        start: weekMinuteToDate(event.startMinute),
        end: weekMinuteToDate(event.endMinute),
        // Saved slots in the brand blue (white text, contrast 6.6:1); a new one outlined.
        ...(event.unsaved
          ? { backgroundColor: '#eef5ff', borderColor: '#1640d6', textColor: '#1936ad' }
          : { backgroundColor: '#1640d6', borderColor: '#1640d6', textColor: '#ffffff' }),
      })),
    [events],
  );

  function changed(arg: EventChangeArg) {
    const { event } = arg;
    if (!event.start || !event.end) return arg.revert();
    onEventChange(event.id, dateToWeekMinute(event.start), dateToWeekMinute(event.end), arg.revert);
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
        onEventClick(arg.event.id);
      }}
      eventDrop={changed}
      eventResize={changed}
    />
  );
}
