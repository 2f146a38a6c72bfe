'use client';

import { Alert } from '@/components/ui/Alert';
import { formatCount } from '@/lib/format';
import { listsMessages } from '@/lib/messages/lists';
import type { CsvUploadState } from './use-plate-csv-upload';

export interface CsvUploadStatusProps {
  state: CsvUploadState;
  onDismiss: () => void;
}

/** How the upload goes, announced politely: its progress, how many plates it put in, or why not. */
export function CsvUploadStatus({ state, onDismiss }: CsvUploadStatusProps) {
  return (
    <div className="mt-3 space-y-2" aria-live="polite">
      {state.kind === 'uploading' ? (
        <Alert tone="info">
          {listsMessages.uploadingPlates}
          <progress
            className="mt-2 block h-2 w-full"
            max={1}
            value={state.progress < 1 ? state.progress : undefined}
            aria-label="Upload progress"
          />
        </Alert>
      ) : null}
      {state.kind === 'done' ? (
        <Alert tone="success" onDismiss={onDismiss}>
          {listsMessages.platesUploaded}{' '}
          <span className="text-success-700">
            {formatCount(state.result.count)} {state.result.count === 1 ? 'plate' : 'plates'}{' '}
            uploaded
            {state.result.skipped > 0
              ? `; ${formatCount(state.result.skipped)} ${state.result.skipped === 1 ? 'row' : 'rows'} without a plate skipped`
              : ''}
            .
          </span>
        </Alert>
      ) : null}
      {state.kind === 'error' ? (
        <Alert tone="error" onDismiss={onDismiss}>
          {state.message}
        </Alert>
      ) : null}
    </div>
  );
}
