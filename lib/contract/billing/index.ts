import type { CallDefinition } from '../define-call';
import { getPayoutsStatus, createPayoutsAccount, getPayoutsSetupUrl } from './payouts';
import { getBilling, startSubscription } from './subscription';

export * from './payouts';
export * from './subscription';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const billingCalls: CallDefinition[] = [
  getPayoutsStatus,
  createPayoutsAccount,
  getPayoutsSetupUrl,
  getBilling,
  startSubscription,
];
