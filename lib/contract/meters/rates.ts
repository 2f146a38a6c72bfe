import type { CallDefinition } from '../define-call';

/** Provider calls of meters: the weekly rate schedule (time rates). */

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterRatesCalls: CallDefinition[] = [];
