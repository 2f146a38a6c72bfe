import { addDays, dayClock, localDate, localMinutes } from '../world/local-time';

/** The demo patrol's working hours (whether it runs at all: provider/setup/demo-setting.ts). */

/** Working hours, minutes after local midnight: 07:00–19:00 (the demo's shifts). */
export const WORK_START = 7 * 60;
export const WORK_END = 19 * 60;
/** True when the instant falls in the zone's working hours. */
export function inWorkingHours(tz: string, at: number): boolean {
  const minutes = localMinutes(tz, new Date(at));
  return minutes >= WORK_START && minutes < WORK_END;
}

/** The instant itself when in working hours, else when the next working day starts. */
export function nextWorkingInstant(tz: string, at: number): number {
  if (inWorkingHours(tz, at)) return at;
  const date = localDate(tz, new Date(at));
  const day = localMinutes(tz, new Date(at)) < WORK_START ? date : addDays(date, 1);
  return dayClock(tz, day)(WORK_START).getTime();
}
