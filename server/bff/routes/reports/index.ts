import { messages } from '@/lib/messages';
import { bffArea } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS } from '../../errors';
import { reportEndpoints } from './reports';
import { sharedReportEndpoints } from './shared-reports';

/**
 * Reports, and the share links' reports for outside parties (/api/shared: no session; the
 * sealed token is the credential). A failed call reads 'An error occurred generating your
 * report…' (spec 1 §8).
 */
export const reportsArea = bffArea(
  { [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.reportFailed } },
  reportEndpoints,
  sharedReportEndpoints,
);
