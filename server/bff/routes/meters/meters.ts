import 'server-only';
import {
  meterTableEarnings,
  meterTableList,
  meterTableStats,
  meterTableUpdateInfo,
  zoneQuery,
} from '@/lib/contract';
import { meterTableInfoBody } from '@/lib/contract/meters';
import {
  meterTableMeterResponse,
  meterTableResponse,
  meterTableUuidParams,
} from '@/lib/contract/meters/bff';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { metersMessages } from '@/lib/messages/meters';
import { bffArea, endpoint } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS } from '../../errors';
import { loadMeterInfo, METER_ERRORS, METER_PARAM, meterRefusals } from './meter-info';
import { meterSignPdf } from './meter-sign';

/** /api/meters: meters table, stats and earnings, meter info (edit), the printable sign. */

const originOf = (url: string) => new URL(url).origin;

const meterTableEndpoints = [
  /** The stats cards and the meters with their counts and earnings, in the zone ?tz=. */
  endpoint(r.meterTableOverview, {
    summary:
      "/meter/types: the session stats cards and every meter with its session counts and net earnings today, this month and this year, counted in the browser's zone (?tz=, default UTC).",
    query: zoneQuery,
    response: meterTableResponse,
    errors: { 400: 'Unknown time zone.' },
    handler: async ({ caller, query: { tz } }) => {
      const params = { entity: caller.entity };
      const query = { timezone: tz };
      const [meters, earnings, stats] = await Promise.all([
        caller.call(meterTableList, { params, query }),
        caller.call(meterTableEarnings, { params, query }),
        caller.call(meterTableStats, { params, query }),
      ]);
      const byMeter = new Map(earnings.map((e) => [e.meterUUID, e]));
      return {
        stats,
        timeZone: tz,
        meters: meters.map((m) => {
          const e = byMeter.get(m.uuid);
          return {
            ...m,
            dailyNet: e?.dailyTotal ?? 0,
            monthlyNet: e?.monthlyTotal ?? 0,
            annualNet: e?.annualTotal ?? 0,
          };
        }),
      };
    },
  }),

  endpoint(r.meterTableMeter, {
    summary:
      "The meter header (zone id, name, description, first free minutes) and the meter's public new-session page on the portal host (null until the subdomain is set).",
    params: meterTableUuidParams,
    notFound: METER_PARAM,
    response: meterTableMeterResponse,
    errors: METER_ERRORS,
    handler: ({ caller, params: { uuid }, c }) => loadMeterInfo(caller, uuid, originOf(c.req.url)),
  }),

  /** Edit meter: name, description, first free minutes (a number); the provider writes the audit. */
  endpoint(r.meterTableUpdate, {
    summary: 'Edit meter: name, description and first free minutes (a number).',
    params: meterTableUuidParams,
    notFound: METER_PARAM,
    body: meterTableInfoBody,
    response: meterTableMeterResponse,
    errors: METER_ERRORS,
    // A failure reads in the dialog's words.
    refusals: {
      [PROVIDER_FAILED]: {
        status: PROVIDER_FAILED_STATUS,
        message: metersMessages.meterSaveFailed,
      },
    },
    handler: async ({ caller, params: { uuid }, body, c }) => {
      await caller.call(meterTableUpdateInfo, { params: { entity: caller.entity, uuid }, body });
      return loadMeterInfo(caller, uuid, originOf(c.req.url));
    },
  }),

  /** The printable scan-to-pay sign as a PDF, made on the server. */
  endpoint(r.meterTableSign, {
    summary:
      "The meter's printable scan-to-pay sign (PDF) with the QR code of its new-session page.",
    params: meterTableUuidParams,
    notFound: METER_PARAM,
    errors: METER_ERRORS,
    handler: async ({ caller, params: { uuid }, c }) => {
      const view = await loadMeterInfo(caller, uuid, originOf(c.req.url));
      const pdf = await meterSignPdf(view);
      const name = view.meter.zoneId.replace(/[^A-Za-z0-9_-]+/g, '') || 'meter';
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="meter-${name}-sign.pdf"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  }),
];

export const meterEndpoints = bffArea(meterRefusals, meterTableEndpoints);
