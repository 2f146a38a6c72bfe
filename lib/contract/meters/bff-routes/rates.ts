import { bffRoute } from '../../define-endpoint';
import type { MeterRate, MeterRateFields, MeterRatesAnswer } from '../rates';

type Ok = { ok: true };

/** The BFF routes of meters: the weekly rate schedule (time rates) (plain data: see define-endpoint.ts). */
export const meterRatesBffRoutes = {
  meterRates: bffRoute<MeterRatesAnswer>()({
    id: 'meterRates',
    area: 'meters',
    method: 'GET',
    path: '/api/meter-rates/:meter',
    access: 'org',
  }),
  createMeterRate: bffRoute<MeterRate, MeterRateFields>()({
    id: 'createMeterRate',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-rates/:meter',
    access: 'org',
    status: 201,
  }),
  updateMeterRate: bffRoute<MeterRate, MeterRateFields>()({
    id: 'updateMeterRate',
    area: 'meters',
    method: 'PUT',
    path: '/api/meter-rates/:meter/:uuid',
    access: 'org',
  }),
  deleteMeterRate: bffRoute<Ok>()({
    id: 'deleteMeterRate',
    area: 'meters',
    method: 'DELETE',
    path: '/api/meter-rates/:meter/:uuid',
    access: 'org',
  }),
};
