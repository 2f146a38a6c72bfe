/**
 * The spec's message catalogue (spec 1 §8, spec 2 §8, spec 3 §8), exactly as the product writes them,
 * typos included. Screens and the BFF use these constants, never their own wording. One file per
 * area (lib/messages/<area>.ts); a new area adds its file and one line here.
 */
import { billingMessages } from './billing';
import { coreMessages } from './core';
import { identityMessages } from './identity';
import { listsMessages } from './lists';
import { lprMessages } from './lpr';
import { orgsMessages } from './orgs';
import { reportsMessages } from './reports';
import { teamMessages } from './team';
import { permitsMessages } from './permits';
import { privacyMessages } from './privacy';

export { SUPPORT_EMAIL } from './support';

export const messages = {
  ...coreMessages,
  ...identityMessages,
  ...orgsMessages,
  ...billingMessages,
  ...lprMessages,
  ...reportsMessages,
  ...listsMessages,
  ...teamMessages,
  ...permitsMessages,
  ...privacyMessages,
} as const;

export { trialBannerText } from './billing';
export { VERSION_LABEL } from './core';
