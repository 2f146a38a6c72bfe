import 'server-only';
import { citationPortalImageParams, citationPortalImageQuery } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { plateOfNoticeKey } from '@/server/portal/violations/notice-token';
import { streamNoticeImage } from '@/server/portal/violations/violation-data';
import { endpoint } from '../../endpoint';

/** /api/citation-portal: the public violation portal's photos (the pages call the server code directly). */
export const citationPortalEndpoints = [
  /** A photo as its notice page shows it: with the page's sealed key, the plate it confirmed. */
  endpoint(routes.citationPortalImage, {
    summary: 'One evidence photo of a notice on the violation portal (image bytes).',
    params: citationPortalImageParams,
    query: citationPortalImageQuery,
    errors: { 404: 'No such notice or photo.', 429: 'Too many requests.' },
    handler: async ({ caller, params, query: { k } }) => {
      const plate = await plateOfNoticeKey(k, params.subdomain, params.uuid);
      return streamNoticeImage(caller.provider.clientIp ?? 'unknown', { ...params, plate });
    },
  }),
];
