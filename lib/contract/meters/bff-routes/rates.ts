import { routesOf } from '../../define-endpoint';
import type { MeterRate, MeterRateFields, MeterRatesAnswer } from '../rates';

type Ok = { ok: true };

const route = routesOf('meters');

/** The BFF routes of meters: the weekly rate schedule (time rates) (plain data: see define-endpoint.ts). */
export const meterRatesBffRoutes = {
  meterRates: route.get<MeterRatesAnswer>()('meterRates', '/api/meter-rates/:meter', 'org'),
  createMeterRate: route.post<MeterRate, MeterRateFields>()(
    'createMeterRate',
    '/api/meter-rates/:meter',
    'org',
    { status: 201 },
  ),
  updateMeterRate: route.put<MeterRate, MeterRateFields>()(
    'updateMeterRate',
    '/api/meter-rates/:meter/:uuid',
    'org',
  ),
  deleteMeterRate: route.delete<Ok>()('deleteMeterRate', '/api/meter-rates/:meter/:uuid', 'org'),
};
