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
  }),
  meterTableMeter: bffRoute<MeterTableMeterResponse>()({
    id: 'meterTableMeter',
    area: 'meters',
    method: 'GET',
    path: '/api/meters/:uuid',
    access: 'org',
  }),
  meterTableUpdate: bffRoute<MeterTableMeterResponse, MeterTableInfoBody>()({
    id: 'meterTableUpdate',
    area: 'meters',
    method: 'PUT',
    path: '/api/meters/:uuid',
    access: 'org',
  }),
  meterTableSign: bffRoute<Blob>()({
    id: 'meterTableSign',
    area: 'meters',
    method: 'GET',
    path: '/api/meters/:uuid/sign',
    access: 'org',
    mediaTypes: ['application/pdf'],
  }),
};
