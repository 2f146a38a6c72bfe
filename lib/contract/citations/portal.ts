import type { CallDefinition } from '../define-call';

/** Provider calls of citations: the public violation portal: notice, look-up, pay, appeal (no session). */

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationPortalCalls: CallDefinition[] = [];
