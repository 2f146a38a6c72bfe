import { z } from 'zod';
import { meterSessionsPageQuery, meterSessionsPlate, meterSessionsSession } from '../sessions';

/** The answers and inputs of the BFF's meters routes: paid parking sessions: per meter, all, plate search. */

/** A session row of the tables. */
export const meterSessionsRow = meterSessionsSession;
export type MeterSessionsRow = z.infer<typeof meterSessionsRow>;

export const meterSessionsResponse = z.object({
  sessions: z.array(meterSessionsRow),
  page: z.number().int(),
  hasNext: z.boolean(),
  /**
   * The organisation's portal host, where each session's receipt is (its link:
   * sessionReceiptUrl); null until the portal subdomain is set.
   */
  receiptRoot: z.string().nullable(),
  /** The plate searched for (upper-cased), or null. */
  plate: z.string().nullable(),
});
export type MeterSessionsResponse = z.infer<typeof meterSessionsResponse>;

/** ?page=&plate= (a blank plate is no search). */
export const meterSessionsBffQuery = meterSessionsPageQuery.extend({
  plate: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    meterSessionsPlate.optional(),
  ),
});

export const meterSessionsUuidParams = z.object({ uuid: z.uuid({ message: 'No such meter.' }) });
