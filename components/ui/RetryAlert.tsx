import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

export interface RetryAlertProps {
  /** What failed (usually the request's message). */
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}

/** A failed load: an error box with a 'Try again' button. */
export function RetryAlert({ children, onRetry, className }: RetryAlertProps) {
  return (
    <Alert
      tone="error"
      className={className}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
