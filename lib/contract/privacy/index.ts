import type { CallDefinition } from '../define-call';
import { exportDataRequest, getDataRequestSummary } from './data-requests';
import { getLookupPolicy, updateLookupPolicy } from './lookups';

export * from './data-requests';
export * from './lookups';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const privacyCalls: CallDefinition[] = [
  getLookupPolicy,
  updateLookupPolicy,
  getDataRequestSummary,
  exportDataRequest,
];
