import 'server-only';

/**
 * The brand loader of the violation portal's first view (server/bff/views/citations/portal-page.ts),
 * until that page lists its first-view keys with bffFirstView; the portal area's own pages do.
 */
export { loadBranding } from '../../routes/portal';
