import type { CallDefinition } from '../define-call';

/** Provider calls of citations: appeals: list, detail, respond, message, close, notification e-mail. */

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationAppealsCalls: CallDefinition[] = [];
