import type { CallDefinition } from '../define-call';

/** Provider calls of meters: paid parking sessions: per meter, all, plate search. */

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterSessionsCalls: CallDefinition[] = [];
