import type { CallDefinition } from '../define-call';

/** Provider calls of citations: violation mailing: count, submit, log. */

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationMailingCalls: CallDefinition[] = [];
