import type { CallDefinition } from '../define-call';

/** Provider calls of meters: meters table, stats and earnings, meter info (edit). */

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterTableCalls: CallDefinition[] = [];
