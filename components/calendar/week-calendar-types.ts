/**
 * A slot on the weekly calendar, in minutes of the week (0 = Sunday 00:00 … 10080; an end past
 * 10080 runs on over the week's end and is drawn in two pieces, the second from Sunday 00:00).
 */
export interface WeekEvent {
  id: string;
  title: string;
  startMinute: number;
  endMinute: number;
  /** A new slot not saved yet (drawn dashed). */
  unsaved?: boolean;
}

export interface WeekCalendarProps {
  events: readonly WeekEvent[];
  /** The grid's step and the snap of drags, in minutes. */
  stepMinutes: number;
  /** A click or a drag over empty time. */
  onSelect: (startMinute: number, endMinute: number) => void;
  /** A click on a slot, or Enter on a focused slot. */
  onEventClick: (id: string) => void;
  /** A slot dragged or resized (its new times, on its own time line); `revert` puts it back. */
  onEventChange: (id: string, startMinute: number, endMinute: number, revert: () => void) => void;
}
