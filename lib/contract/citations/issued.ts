import type { CallDefinition } from '../define-call';

/** Provider calls of citations: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images. */

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationIssuedCalls: CallDefinition[] = [];
