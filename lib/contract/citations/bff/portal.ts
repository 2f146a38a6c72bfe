import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { citationPortalBffRoutes as r } from '../bff-routes/portal';
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

/** This group's endpoints (schemas of every route in ../bff-routes/portal.ts). */
export const citationPortalEndpoints: EndpointDefinition[] = [
  defineEndpoint(r.citationPortalImage, {
    summary: 'One evidence photo of a notice on the violation portal (image bytes).',
    params: citationPortalImageParams,
    query: citationPortalImageQuery,
    errors: { 404: 'No such notice or photo.', 429: 'Too many requests.' },
  }),
];
