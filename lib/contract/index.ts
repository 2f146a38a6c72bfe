import type { CallDefinition } from './define-call';
import { authCalls } from './auth';
import { orgCalls } from './orgs';
import { listCalls } from './lists';
import { lprCalls } from './lpr';
import { teamCalls } from './team';
import { billingCalls } from './billing';
import { reportCalls } from './reports';
import { healthCalls } from './health';
import { permitCalls } from './permits';
import { portalCalls } from './portal';
import { paymentCalls } from './payments';
import { citationCalls } from './citations';
import { meterCalls } from './meters';
import { plateCalls } from './plates';
import { privacyCalls } from './privacy';

export * from './define-call';
export * from './define-endpoint';
export * from './text';
export * from './auth';
export * from './orgs';
export * from './lists';
export * from './lpr';
export * from './team';
export * from './billing';
export * from './reports';
export * from './health';
export * from './permits';
export * from './portal';
export * from './payments';
export * from './citations';
export * from './meters';
export * from './plates';
export * from './privacy';

/** Every provider call, for the provider router and GET /api/openapi.json. Each area lists its own. */
export const allCalls: CallDefinition[] = [
  ...authCalls,
  ...orgCalls,
  ...listCalls,
  ...lprCalls,
  ...teamCalls,
  ...billingCalls,
  ...reportCalls,
  ...healthCalls,
  ...permitCalls,
  ...portalCalls,
  ...paymentCalls,
  ...citationCalls,
  ...meterCalls,
  ...plateCalls,
  ...privacyCalls,
];
