import 'server-only';
import { bffRouter } from '../../route';

/** /api/citations/types: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */
export const citationTypesRoutes = bffRouter('/api/citations/types');
