import type { CallDefinition } from '../define-call';
import { getLookupPolicy, updateLookupPolicy } from './lookups';

export * from './lookups';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const privacyCalls: CallDefinition[] = [getLookupPolicy, updateLookupPolicy];
