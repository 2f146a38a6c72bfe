import { z } from 'zod';
import { citationConnectStatus, citationType } from '../types';

/** The answers and inputs of the BFF's citations routes: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */

/** GET /api/citations/types */
export const citationTypesResponse = z.object({
  types: z.array(citationType),
  payouts: citationConnectStatus,
});
export type CitationTypesResponse = z.infer<typeof citationTypesResponse>;

/** One type (create, get, edit, archive). */
export const citationTypeResponse = z.object({ type: citationType });
export type CitationTypeResponse = z.infer<typeof citationTypeResponse>;

export const citationTypeBffParams = z.object({
  uuid: z.uuid({ message: 'No such violation type.' }),
});
