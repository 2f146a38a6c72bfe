import { routesOf } from '../../define-endpoint';

const route = routesOf('citations');

/** The BFF routes of citations: the public violation portal: notice, look-up, pay, appeal (no session) (plain data: see define-endpoint.ts). The portal pages call the server code directly; the browser reads only the photos here. */
export const citationPortalBffRoutes = {
  citationPortalImage: route.get<Blob, { k?: string }>()(
    'citationPortalImage',
    '/api/citation-portal/:subdomain/citations/:uuid/images/:file',
    'public',
    { mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  ),
};
