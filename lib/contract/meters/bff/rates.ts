import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { okBody } from '../../define-call';
import { meterRatesBffRoutes as r } from '../bff-routes/rates';
import { meterRate, meterRateFields, meterRatesAnswer } from '../rates';

/** The answers and inputs of the BFF's meters routes: the weekly rate schedule (time rates). */

/** A malformed meter or slot id is one that does not exist (404, in the handlers). */
export const meterRatesParams = z.object({ meter: z.uuid({ message: 'No such meter.' }) });
export const meterRateParams = meterRatesParams.extend({
  uuid: z.uuid({ message: 'No such time slot.' }),
});

const NOT_FOUND = { 404: 'No such meter or slot (or another organisation’s).' };
const RULES = {
  400: 'A rate slot rule is broken: the text says which.',
  409: 'The slot overlaps another slot of the meter.',
  ...NOT_FOUND,
};

/** This group's endpoints (schemas of every route in ../bff-routes/rates.ts). */
export const meterRatesEndpoints: EndpointDefinition[] = [
  defineEndpoint(r.meterRates, {
    summary:
      "The meter's weekly rate schedule (time rates by start, in week minutes), the meter and the time zone.",
    params: meterRatesParams,
    response: meterRatesAnswer,
    errors: NOT_FOUND,
  }),
  defineEndpoint(r.createMeterRate, {
    summary:
      'Saves a new slot (the §5 rules; an overlap with another slot of the meter is refused, 409).',
    params: meterRatesParams,
    body: meterRateFields,
    response: meterRate,
    errors: RULES,
  }),
  defineEndpoint(r.updateMeterRate, {
    summary: 'Edits, moves or resizes a slot (the same rules; overlaps refused, 409).',
    params: meterRateParams,
    body: meterRateFields,
    response: meterRate,
    errors: RULES,
  }),
  defineEndpoint(r.deleteMeterRate, {
    summary: 'Removes a slot.',
    params: meterRateParams,
    response: okBody,
    errors: NOT_FOUND,
  }),
];
