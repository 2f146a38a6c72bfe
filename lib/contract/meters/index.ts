import type { CallDefinition } from '../define-call';
import { meterTableCalls } from './meters';
import { meterRatesCalls } from './rates';
import { meterSessionsCalls } from './sessions';
import { meterPortalCalls } from './portal';

export * from './meters';
export * from './rates';
export * from './sessions';
export * from './portal';
export * from './refusals';

/** Parking meters (spec 3): meters and earnings, the weekly rate schedule, paid sessions, the public meter page and receipts: every provider call, one file per group. */
export const meterCalls: CallDefinition[] = [
  ...meterTableCalls,
  ...meterRatesCalls,
  ...meterSessionsCalls,
  ...meterPortalCalls,
];
