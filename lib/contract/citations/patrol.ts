import type { CallDefinition } from '../define-call';

/** Provider calls of citations: the patrol app issues citations. */

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationPatrolCalls: CallDefinition[] = [];
