import { Alert } from '@/components/ui/Alert';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { ApiError } from '@/lib/fetcher';

/** A failed billing load: the 'Access denied…' text as it is, other failures with a retry. */
export function BillingLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  if (error.status === 403) return <Alert tone="error">{error.message}</Alert>;
  return <RetryAlert onRetry={onRetry}>{error.message}</RetryAlert>;
}
