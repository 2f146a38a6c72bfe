import type { CallDefinition } from '../define-call';

/** Provider calls of meters: the public meter page: quote, pay, receipt, time-add (no session). */

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterPortalCalls: CallDefinition[] = [];
