import { routesOf } from '../../define-endpoint';
import type { MeterTableInfoBody } from '../meters';
import type { MeterTableMeterResponse, MeterTableResponse } from '../bff/meters';

const route = routesOf('meters');

/** The BFF routes of meters: meters table, stats and earnings, meter info (edit) (plain data: see define-endpoint.ts). */
export const meterTableBffRoutes = {
  meterTableOverview: route.get<MeterTableResponse, { tz?: string }>()(
    'meterTableOverview',
    '/api/meters',
    'org',
  ),
  meterTableMeter: route.get<MeterTableMeterResponse>()(
    'meterTableMeter',
    '/api/meters/:uuid',
    'org',
  ),
  meterTableUpdate: route.put<MeterTableMeterResponse, MeterTableInfoBody>()(
    'meterTableUpdate',
    '/api/meters/:uuid',
    'org',
  ),
  meterTableSign: route.get<Blob>()('meterTableSign', '/api/meters/:uuid/sign', 'org', {
    mediaTypes: ['application/pdf'],
  }),
};
