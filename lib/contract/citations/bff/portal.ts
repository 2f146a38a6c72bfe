import { z } from 'zod';
import { noticeParams } from '../portal';

/** The answers and inputs of the BFF's citations routes: the public violation portal: notice, look-up, pay, appeal (no session). */

export const citationPortalImageParams = noticeParams.extend({
  file: z.uuid({ message: 'No such photo.' }),
});

/**
 * `k`: the sealed look-up key of the notice page's link (notice, subdomain and plate); on a
 * private portal a photo opens only with it, as the notice does.
 */
export const citationPortalImageQuery = z.object({
  k: z.string().max(4000, { message: 'No such notice or photo.' }).optional(),
});
