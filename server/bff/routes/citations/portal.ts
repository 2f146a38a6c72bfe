import 'server-only';
import { bffRouter } from '../../route';

/** /api/citation-portal: the public violation portal: notice, look-up, pay, appeal (no session). */
export const citationPortalRoutes = bffRouter('/api/citation-portal');
