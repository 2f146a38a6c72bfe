import { addDays, dayClock, localDate, localMinutes } from '../world/local-time';

/** When the demo patrol runs: the settings that turn it on, and its working hours. */

/** Environment settings (process.env, or a plain object in tests). */
export type Settings = Readonly<Record<string, string | undefined>>;

/**
 * Whether the demo patrol runs with these settings (env): DEMO_PATROL when set; else on the
 * embedded database unless the demo is off (DEMO=off), never on PostgreSQL or a remote provider.
 */
export function demoPatrolEnabled(env: Settings = process.env): boolean {
  if (env.JEST_WORKER_ID) return false;
  const setting = env.DEMO_PATROL?.trim().toLowerCase();
  if (setting === 'off' || setting === 'false' || setting === '0') return false;
  if (setting === 'on' || setting === 'true' || setting === '1') return true;
  if (env.DEMO?.trim().toLowerCase() === 'off') return false;
  return !env.DATABASE_URL?.trim() && !env.PROVIDER_API_URL?.trim();
}

/** Working hours, minutes after local midnight: 07:00–19:00 (the demo's shifts). */
export const WORK_START = 7 * 60;
export const WORK_END = 19 * 60;
/** How far back a start (or a wake-up after sleep) catches up: the last hour. */
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
