import type { CallDefinition } from '../define-call';
import { citationTypesCalls } from './types';
import { citationSettingsCalls } from './settings';
import { citationIssuedCalls } from './issued-actions';
import { citationMailingCalls } from './mailing';
import { citationAppealsCalls } from './appeals';
import { citationPortalCalls } from './portal';
import { citationPatrolCalls } from './patrol';
import { citationScanCalls } from './scan-citation';
import { citationEvidenceCalls } from './evidence';

export * from './types';
export * from './settings';
export * from './issued';
export * from './issued-actions';
export * from './mailing';
export * from './appeals';
export * from './portal';
export * from './patrol';
export * from './scan-citation';
export * from './evidence';

/** Enforcement (spec 3): violation types, issued violations, appeals, settings, mailing, the violation portal and the patrol app's citation upload: every provider call, one file per group. */
export const citationCalls: CallDefinition[] = [
  ...citationTypesCalls,
  ...citationSettingsCalls,
  ...citationIssuedCalls,
  ...citationMailingCalls,
  ...citationAppealsCalls,
  ...citationPortalCalls,
  ...citationPatrolCalls,
  ...citationScanCalls,
  ...citationEvidenceCalls,
];
