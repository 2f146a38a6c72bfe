import type { CallDefinition } from '../define-call';
import { getPlateLookalikes } from './lookalikes';
import { getPlateNow, getPlateTimeline } from './plate360';

export * from './lookalikes';
export * from './plate360';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const plateCalls: CallDefinition[] = [getPlateNow, getPlateTimeline, getPlateLookalikes];
