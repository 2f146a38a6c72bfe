import 'server-only';
import { bffRouter } from '../../route';

/** /api/citations/issued: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images. */
export const citationIssuedRoutes = bffRouter('/api/citations/issued');
