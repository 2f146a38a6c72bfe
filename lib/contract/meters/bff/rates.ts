import { z } from 'zod';

/** The answers and inputs of the BFF's meters routes: the weekly rate schedule (time rates). */

/** A malformed meter or slot id is one that does not exist (404, by the endpoints' declaration). */
export const meterRatesParams = z.object({ meter: z.uuid({ message: 'No such meter.' }) });
export const meterRateParams = meterRatesParams.extend({
  uuid: z.uuid({ message: 'No such time slot.' }),
});
