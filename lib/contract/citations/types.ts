import type { CallDefinition } from '../define-call';

/** Provider calls of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationTypesCalls: CallDefinition[] = [];
