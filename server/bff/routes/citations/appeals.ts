import 'server-only';
import { bffRouter } from '../../route';

/** /api/citations/appeals: appeals: list, detail, respond, message, close, notification e-mail. */
export const citationAppealsRoutes = bffRouter('/api/citations/appeals');
