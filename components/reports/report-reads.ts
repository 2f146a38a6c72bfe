import { retryOnlyServerFailures } from '@/lib/hooks/use-api';

/**
 * How the report screens read their rows and lists: not refetched on focus (a report is asked
 * once), a network failure or a 5xx retried twice, never a refusal (4xx).
 */
export const reportReads = {
  ...retryOnlyServerFailures,
  revalidateOnFocus: false,
  errorRetryCount: 2,
};
