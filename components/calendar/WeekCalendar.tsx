'use client';

import dynamic from 'next/dynamic';
import type { WeekCalendarProps } from './week-calendar-types';

export type { WeekCalendarProps, WeekEvent } from './week-calendar-types';

/**
 * The weekly time grid (FullCalendar), in its own chunk and in the browser only: FullCalendar
 * touches the DOM at import and weighs ~80 kB, so only the pages showing a calendar load it.
 */
export const WeekCalendar = dynamic<WeekCalendarProps>(
  () => import('./WeekCalendarView').then((m) => m.WeekCalendarView),
  {
    ssr: false,
    loading: () => (
      <div
        className="h-[40rem] animate-pulse rounded-md border border-gray-200 bg-gray-50"
        aria-busy="true"
      />
    ),
  },
);
