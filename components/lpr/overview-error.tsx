'use client';

import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { ApiError } from '@/lib/fetcher';
import { coreMessages } from '@/lib/messages/core';

/** A failed overview request: the catalogue message and a retry. */
export function OverviewError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message || coreMessages.serverError}
    </Alert>
  );
}
