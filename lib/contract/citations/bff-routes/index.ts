import { citationTypesBffRoutes } from './types';
import { citationSettingsBffRoutes } from './settings';
import { citationIssuedBffRoutes } from './issued';
import { citationMailingBffRoutes } from './mailing';
import { citationAppealsBffRoutes } from './appeals';
import { citationPortalBffRoutes } from './portal';

/** The BFF routes of citations (plain data, no zod), one file per group of screens. */
export const citationsBffRoutes = {
  ...citationTypesBffRoutes,
  ...citationSettingsBffRoutes,
  ...citationIssuedBffRoutes,
  ...citationMailingBffRoutes,
  ...citationAppealsBffRoutes,
  ...citationPortalBffRoutes,
};
