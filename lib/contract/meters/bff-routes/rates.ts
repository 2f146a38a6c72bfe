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
    summary:
      "The meter's weekly rate schedule (time rates by start, in week minutes), the meter and the time zone.",
  }),
  createMeterRate: bffRoute<MeterRate, MeterRateFields>()({
    id: 'createMeterRate',
    area: 'meters',
    method: 'POST',
    path: '/api/meter-rates/:meter',
    access: 'org',
    status: 201,
    summary:
      'Saves a new slot (the §5 rules; an overlap with another slot of the meter is refused, 409).',
  }),
  updateMeterRate: bffRoute<MeterRate, MeterRateFields>()({
    id: 'updateMeterRate',
    area: 'meters',
    method: 'PUT',
    path: '/api/meter-rates/:meter/:uuid',
    access: 'org',
    summary: 'Edits, moves or resizes a slot (the same rules; overlaps refused, 409).',
  }),
  deleteMeterRate: bffRoute<Ok>()({
    id: 'deleteMeterRate',
    area: 'meters',
    method: 'DELETE',
    path: '/api/meter-rates/:meter/:uuid',
    access: 'org',
    summary: 'Removes a slot.',
  }),
};
