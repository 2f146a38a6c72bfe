import 'server-only';
import { bffRouter } from '../../route';

/** /api/citations/mailing: violation mailing: count, submit, log. */
export const citationMailingRoutes = bffRouter('/api/citations/mailing');
