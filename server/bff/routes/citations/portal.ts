import 'server-only';
import { citationPortalImageParams, citationPortalImageQuery } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { plateOfNoticeKey } from '@/server/portal/violations/notice-token';
import { streamNoticeImage } from '@/server/portal/violations/violation-data';
import { parseParams } from '../../context';
import { parseQuery } from '../../parse-query';
import { bffRouter, on } from '../../route';

/** /api/citation-portal: the public violation portal's photos (the pages call the server code directly). */
export const citationPortalRoutes = bffRouter('/api/citation-portal');

/** A photo as its notice page shows it: with the page's sealed key, the plate it confirmed. */
on(citationPortalRoutes, routes.citationPortalImage, async (c) => {
  const params = parseParams(c, citationPortalImageParams);
  const { k } = parseQuery(c, citationPortalImageQuery);
  const plate = await plateOfNoticeKey(k, params.subdomain, params.uuid);
  return streamNoticeImage(c.var.provider.clientIp ?? 'unknown', { ...params, plate });
});
