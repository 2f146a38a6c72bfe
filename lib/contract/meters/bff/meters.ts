import { z } from 'zod';
import { meterTableInfo, meterTableMeter, meterTableSessionStats } from '../meters';

/** The answers and inputs of the BFF's meters routes: meters table, stats and earnings, meter info (edit). */

/** One row of the meters table: the meter, its counts and its net earnings (cents). */
export const meterTableRow = meterTableMeter.extend({
  dailyNet: z.number().int(),
  monthlyNet: z.number().int(),
  annualNet: z.number().int(),
});
export type MeterTableRow = z.infer<typeof meterTableRow>;

/** GET /api/meters */
export const meterTableResponse = z.object({
  stats: meterTableSessionStats,
  meters: z.array(meterTableRow),
  /** The zone the counts and earnings were counted in. */
  timeZone: z.string(),
});
export type MeterTableResponse = z.infer<typeof meterTableResponse>;

/** The meter's public addresses on the portal host (null until the subdomain is set). */
export const meterTableLinks = z.object({
  /** The public new-session page, keyed by zone id: `{portal root}/meter/{zoneId}`. */
  newSession: z.string().nullable(),
  subdomain: z.string().nullable(),
  brandTitle: z.string().nullable(),
});
export type MeterTableLinks = z.infer<typeof meterTableLinks>;

/** GET/PUT /api/meters/:uuid */
export const meterTableMeterResponse = z.object({ meter: meterTableInfo, links: meterTableLinks });
export type MeterTableMeterResponse = z.infer<typeof meterTableMeterResponse>;

export const meterTableUuidParams = z.object({ uuid: z.uuid({ message: 'No such meter.' }) });
