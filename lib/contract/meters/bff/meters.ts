import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { meterTableBffRoutes as r } from '../bff-routes/meters';
import {
  meterTableInfo,
  meterTableInfoBody,
  meterTableMeter,
  meterTableSessionStats,
} from '../meters';

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

const METER = { 404: 'No such meter (or another organisation’s).' };

/** This group's endpoints (schemas of every route in ../bff-routes/meters.ts). */
export const meterTableEndpoints: EndpointDefinition[] = [
  defineEndpoint(r.meterTableOverview, {
    summary:
      "/meter/types: the session stats cards and every meter with its session counts and net earnings today, this month and this year, counted in the browser's zone (?tz=, default UTC).",
    query: z.object({ tz: z.string().optional() }),
    response: meterTableResponse,
    errors: { 400: 'Unknown time zone.' },
  }),
  defineEndpoint(r.meterTableMeter, {
    summary:
      "The meter header (zone id, name, description, first free minutes) and the meter's public new-session page on the portal host (null until the subdomain is set).",
    params: meterTableUuidParams,
    response: meterTableMeterResponse,
    errors: METER,
  }),
  defineEndpoint(r.meterTableUpdate, {
    summary: 'Edit meter: name, description and first free minutes (a number).',
    params: meterTableUuidParams,
    body: meterTableInfoBody,
    response: meterTableMeterResponse,
    errors: METER,
  }),
  defineEndpoint(r.meterTableSign, {
    summary:
      "The meter's printable scan-to-pay sign (PDF) with the QR code of its new-session page.",
    params: meterTableUuidParams,
    errors: METER,
  }),
];
