import { bffRoute } from '../../define-endpoint';

/** The BFF routes of citations: the public violation portal: notice, look-up, pay, appeal (no session) (plain data: see define-endpoint.ts). The portal pages call the server code directly; the browser reads only the photos here. */
export const citationPortalBffRoutes = {
  citationPortalImage: bffRoute<Blob, undefined, { k?: string }>()({
    id: 'citationPortalImage',
    area: 'citations',
    method: 'GET',
    path: '/api/citation-portal/:subdomain/citations/:uuid/images/:file',
    access: 'public',
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  }),
};
