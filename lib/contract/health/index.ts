import type { CallDefinition } from '../define-call';
import { providerHealth } from './health';

export * from './health';
export * from './live';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const healthCalls: CallDefinition[] = [providerHealth];
