import { bffRoute } from '../../define-endpoint';
import type { MeterTableInfoBody } from '../meters';
import type { MeterTableMeterResponse, MeterTableResponse } from '../bff/meters';

/** The BFF routes of meters: meters table, stats and earnings, meter info (edit) (plain data: see define-endpoint.ts). */
export const meterTableBffRoutes = {
  meterTableOverview: bffRoute<MeterTableResponse, undefined, { tz?: string }>()({
    id: 'meterTableOverview',
    area: 'meters',
    method: 'GET',
    path: '/api/meters',
    access: 'org',
    summary:
      "/meter/types: the session stats cards and every meter with its session counts and net earnings today, this month and this year, counted in the browser's zone (?tz=, default UTC).",
  }),
  meterTableMeter: bffRoute<MeterTableMeterResponse>()({
    id: 'meterTableMeter',
    area: 'meters',
    method: 'GET',
    path: '/api/meters/:uuid',
    access: 'org',
    summary:
      "The meter header (zone id, name, description, first free minutes) and the meter's public new-session page on the portal host (null until the subdomain is set).",
  }),
  meterTableUpdate: bffRoute<MeterTableMeterResponse, MeterTableInfoBody>()({
    id: 'meterTableUpdate',
    area: 'meters',
    method: 'PUT',
    path: '/api/meters/:uuid',
    access: 'org',
    summary: 'Edit meter: name, description and first free minutes (a number).',
  }),
  meterTableSign: bffRoute<Blob>()({
    id: 'meterTableSign',
    area: 'meters',
    method: 'GET',
    path: '/api/meters/:uuid/sign',
    access: 'org',
    mediaTypes: ['application/pdf'],
    summary:
      "The meter's printable scan-to-pay sign (PDF) with the QR code of its new-session page.",
  }),
};
