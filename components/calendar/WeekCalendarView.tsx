'use client';

import type {
  DateSelectArg,
  EventChangeArg,
  EventClickArg,
  EventContentArg,
} from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import { WEEK_MINUTES } from '@/lib/rules/meters/rate-slot';
import {
  dateToWeekMinute,
  REFERENCE_WEEK_START,
  weekMinuteToDate,
} from '@/lib/rules/meters/rate-week';
import { changedSlotTimes, toCalendarEvents } from './week-calendar-events';
import type { WeekCalendarProps } from './week-calendar-types';

const duration = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const WEEK = {
  start: new Date(REFERENCE_WEEK_START),
  end: weekMinuteToDate(WEEK_MINUTES),
};

const DAY_MS = 86_400_000;

/**
 * The minutes of the part of a piece shown in one day's column: a piece over midnight shows as
 * one segment a day (the grid is in UTC, so a day starts at a multiple of DAY_MS).
 */
function segmentMinutes(arg: EventContentArg): number {
  const { start, end } = arg.event;
  if (!start || !end) return 0;
  const from = arg.isStart ? start.getTime() : Math.floor((end.getTime() - 1) / DAY_MS) * DAY_MS;
  const to = arg.isEnd ? end.getTime() : (Math.floor(start.getTime() / DAY_MS) + 1) * DAY_MS;
  return Math.round((to - from) / 60_000);
}

/**
 * A piece's text. A piece of one or two rows has room for a line or two: its price (the title)
 * comes first, as the time shows from where it sits; the whole text is its tooltip.
 */
function PieceContent({ arg, stepMinutes }: { arg: EventContentArg; stepMinutes: number }) {
  const rows = segmentMinutes(arg) / stepMinutes;
  const whole = `${arg.timeText} · ${arg.event.title}`;
  if (rows > 2) {
    return (
      <div className="fc-event-main-frame" title={whole}>
        <div className="fc-event-time">{arg.timeText}</div>
        <div className="fc-event-title-container">
          <div className="fc-event-title">{arg.event.title}</div>
        </div>
      </div>
    );
  }
  return (
    <div className="overflow-hidden text-[11px] leading-[14px]" title={whole}>
      <div className="truncate font-medium">{arg.event.title}</div>
      {rows > 1 ? <div className="truncate opacity-90">{arg.timeText}</div> : null}
    </div>
  );
}

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
  const input = useMemo(() => toCalendarEvents(events), [events]);

  /** A piece dragged or resized: the slot's new times on its own time line. */
  function changed(arg: EventChangeArg, kind: 'move' | 'resize') {
    const next = changedSlotTimes(arg, kind, events);
    if (!next) return arg.revert();
    onEventChange(next.slotId, next.startMinute, next.endMinute, arg.revert);
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
      eventContent={(arg: EventContentArg) => <PieceContent arg={arg} stepMinutes={stepMinutes} />}
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
