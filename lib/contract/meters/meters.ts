import { z } from 'zod';
import { type CallDefinition, callsOf, entityParams } from '../define-call';
import { timezone } from '../lpr';
import { plainText } from '../text';

/** Provider calls of meters: meters table, stats and earnings, meter info (edit). */

/** Meter (spec 3 §3) with its session counts. */
export const meterTableMeter = z.object({
  uuid: z.string(),
  zoneId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  firstFreeMin: z.number().int(),
  /** Sessions valid now. */
  activeSessionCount: z.number().int(),
  /** Sessions started today (the organisation's zone). */
  todaySessionCount: z.number().int(),
  session30DayCount: z.number().int(),
});
export type MeterTableMeter = z.infer<typeof meterTableMeter>;

/** Meter info: the meter header and its Edit dialog. */
export const meterTableInfo = meterTableMeter.pick({
  uuid: true,
  zoneId: true,
  name: true,
  description: true,
  firstFreeMin: true,
});
export type MeterTableInfo = z.infer<typeof meterTableInfo>;

/** Meter earnings per zone (spec 3 §3): net cents today, this month, this year. */
export const meterTableEarning = z.object({
  zoneId: z.string(),
  meterUUID: z.string(),
  dailyTotal: z.number().int(),
  monthlyTotal: z.number().int(),
  annualTotal: z.number().int(),
});
export type MeterTableEarning = z.infer<typeof meterTableEarning>;

/** Session stats (spec 3 §3): net cents and session counts today, this month, this year. */
export const meterTableSessionStats = z.object({
  annualNet: z.number().int(),
  monthNet: z.number().int(),
  todayNet: z.number().int(),
  sessionAnnualCount: z.number().int(),
  sessionMonthCount: z.number().int(),
  sessionTodayCount: z.number().int(),
});
export type MeterTableSessionStats = z.infer<typeof meterTableSessionStats>;

/** PUT meter info (spec 3 §7): name, description, firstFreeMin as a number. */
export const meterTableInfoBody = z.object({
  name: plainText({ label: 'The name', max: 120 }).pipe(
    z.string().min(1, { message: 'Please enter a name for the meter.' }),
  ),
  description: plainText({ label: 'The description', max: 500 })
    .nullable()
    .default(null)
    .transform((d) => (d ? d : null)),
  /** A number (spec 3 §5): a string such as '15' is refused, not coerced. */
  firstFreeMin: z
    .custom<number>((v) => typeof v === 'number' && Number.isFinite(v), {
      message: 'First free minutes must be a number.',
    })
    .pipe(
      z
        .number()
        .int({ message: 'First free minutes must be a whole number.' })
        .min(0, { message: 'First free minutes cannot be negative.' })
        .max(1440, { message: 'First free minutes are at most 1440 (a day).' }),
    ),
});
export interface MeterTableInfoBody {
  name: string;
  description?: string | null;
  firstFreeMin: number;
}

export const meterTableTzQuery = z.object({ timezone: timezone.default('UTC') });
export const meterTableParams = entityParams.extend({ uuid: z.uuid() });

const NOT_MEMBER = 'Not a member of the organisation.';
const NO_METER = 'No such meter.';

const call = callsOf('meters');

export const meterTableList = call.get('meterTableList', {
  path: '/api/v1/meters/{entity}',
  summary:
    "The organisation's meters by zone id, with sessions valid now, started today and in the last 30 days (today in `timezone`).",
  params: entityParams,
  query: meterTableTzQuery,
  response: z.array(meterTableMeter),
  errors: { 400: 'Unknown time zone.', 403: NOT_MEMBER },
});

export const meterTableEarnings = call.get('meterTableEarnings', {
  path: '/api/v1/meters/{entity}/earnings',
  summary: 'Net earnings per meter (zone) today, this month and this year in `timezone`, in cents.',
  params: entityParams,
  query: meterTableTzQuery,
  response: z.array(meterTableEarning),
  errors: { 400: 'Unknown time zone.', 403: NOT_MEMBER },
});

export const meterTableStats = call.get('meterTableStats', {
  path: '/api/v1/meters/{entity}/session-stats',
  summary:
    "The organisation's session stats: net cents and session counts today, this month and this year in `timezone`.",
  params: entityParams,
  query: meterTableTzQuery,
  response: meterTableSessionStats,
  errors: { 400: 'Unknown time zone.', 403: NOT_MEMBER },
});

export const meterTableGetInfo = call.get('meterTableGetInfo', {
  path: '/api/v1/meters/{entity}/meter/{uuid}',
  summary: 'One meter: zone id, name, description, first free minutes.',
  params: meterTableParams,
  response: meterTableInfo,
  errors: { 403: NOT_MEMBER, 404: NO_METER },
});

export const meterTableUpdateInfo = call.put('meterTableUpdateInfo', {
  path: '/api/v1/meters/{entity}/meter/{uuid}',
  summary: 'Edits a meter (name, description, first free minutes); writes an audit record.',
  params: meterTableParams,
  body: meterTableInfoBody,
  response: meterTableInfo,
  errors: { 400: 'The meter could not be saved.', 403: NOT_MEMBER, 404: NO_METER },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterTableCalls: CallDefinition[] = [
  meterTableList,
  meterTableEarnings,
  meterTableStats,
  meterTableGetInfo,
  meterTableUpdateInfo,
];
