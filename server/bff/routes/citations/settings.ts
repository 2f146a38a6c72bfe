import 'server-only';
import { bffRouter } from '../../route';

/** /api/citations/settings: violation settings: locations, ticket copy, appeal window. */
export const citationSettingsRoutes = bffRouter('/api/citations/settings');
