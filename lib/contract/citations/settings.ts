import type { CallDefinition } from '../define-call';

/** Provider calls of citations: violation settings: locations, ticket copy, appeal window. */

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationSettingsCalls: CallDefinition[] = [];
