import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { citationTypesRoutes } from './types';
import { citationSettingsRoutes } from './settings';
import { citationIssuedRoutes } from './issued';
import { citationMailingRoutes } from './mailing';
import { citationAppealsRoutes } from './appeals';
import { citationPortalRoutes } from './portal';

export { mailingRefusals } from './mailing-refusals';

/** Enforcement (spec 3): violation types, issued violations, appeals, settings, mailing, the violation portal and the patrol app's citation upload. Each group's router applies its own guards and refusals. */
export const citationsArea = new Hono<BffEnv>()
  .route('/citations/types', citationTypesRoutes)
  .route('/citations/settings', citationSettingsRoutes)
  .route('/citations/issued', citationIssuedRoutes)
  .route('/citations/mailing', citationMailingRoutes)
  .route('/citations/appeals', citationAppealsRoutes)
  .route('/citation-portal', citationPortalRoutes);

export { changeCitationTypeRefusals } from './types-refusals';
export { violationSettingsRefusals } from './settings-refusals';
export { appealRefusals } from './appeals-refusals';
