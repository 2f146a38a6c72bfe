import { bffArea } from '../../endpoint';
import { citationAppealsEndpoints } from './appeals';
import { citationEvidenceEndpoints } from './evidence';
import { citationIssuedEndpoints } from './issued';
import { citationMailingEndpoints } from './mailing';
import { citationPortalEndpoints } from './portal';
import { citationSettingsEndpoints } from './settings';
import { citationTypesEndpoints } from './types';

/** Enforcement (spec 3): violation types, issued violations, appeals, settings, mailing and the violation portal's photos; each group declares its own refusal texts. */
export const citationsArea = bffArea(
  {},
  citationTypesEndpoints,
  citationSettingsEndpoints,
  citationIssuedEndpoints,
  citationEvidenceEndpoints,
  citationMailingEndpoints,
  citationAppealsEndpoints,
  citationPortalEndpoints,
);
