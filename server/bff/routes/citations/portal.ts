import 'server-only';
import { citationPortalImageParams } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { streamNoticeImage } from '@/server/portal/violations/violation-data';
import { parseParams } from '../../context';
import { bffRouter, on } from '../../route';

/** /api/citation-portal: the public violation portal's photos (the pages call the server code directly). */
export const citationPortalRoutes = bffRouter('/api/citation-portal');

on(citationPortalRoutes, routes.citationPortalImage, async (c) => {
  const params = parseParams(c, citationPortalImageParams);
  return streamNoticeImage(c.var.provider.clientIp ?? 'unknown', params);
});
