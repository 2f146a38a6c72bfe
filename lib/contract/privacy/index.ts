import type { CallDefinition } from '../define-call';
import { exportDataRequest, getDataRequestSummary } from './data-requests';
import { getLookupPolicy, updateLookupPolicy } from './lookups';
import { retentionCalls } from './retention';

export * from './data-requests';
export * from './lookups';
export * from './retention';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const privacyCalls: CallDefinition[] = [
  ...retentionCalls,
  getLookupPolicy,
  updateLookupPolicy,
  getDataRequestSummary,
  exportDataRequest,
];
