import { isApiError } from '@/lib/fetcher';
import { reportsMessages } from '@/lib/messages/reports';

/** A refused choice (400) says why; any other failure is the report's generic failure. */
export function reportFailure(cause: unknown): string {
  return isApiError(cause) && cause.status === 400 ? cause.message : reportsMessages.reportFailed;
}
