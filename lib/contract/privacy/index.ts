import type { CallDefinition } from '../define-call';
import { exportDataRequest, getDataRequestSummary } from './data-requests';

export * from './data-requests';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const privacyCalls: CallDefinition[] = [getDataRequestSummary, exportDataRequest];
