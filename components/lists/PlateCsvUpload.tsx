'use client';

import { useRef, useState, type DragEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { cn, focusRing } from '@/components/ui/cn';
import type { UploadResponse } from '@/lib/contract/lists/bff';
import { formatCount } from '@/lib/format';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { listsMessages } from '@/lib/messages/lists';

export interface PlateCsvUploadProps {
  listUuid: string;
  onUploaded: (result: UploadResponse) => void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'error'; message: string }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; result: UploadResponse };

const ONE_FILE = 'Please choose exactly one CSV file.';

/** Whether a chosen file is a CSV (by name; browsers give text/csv or a spreadsheet type). */
export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv');
}

/** The upload itself loads once a file is chosen: it is not needed to show the drop zone. */
const loadSend = () => import('./plate-csv-send').then((m) => m.sendFile);

/**
 * Bulk CSV upload: template download, a drop zone with a keyboard-reachable file button,
 * exactly one .csv file; the upload replaces every plate of the list.
 */
export function PlateCsvUpload({ listUuid, onUploaded }: PlateCsvUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const uploading = state.kind === 'uploading';

  function choose(files: FileList | null) {
    if (uploading) return;
    const list = files ? [...files] : [];
    if (list.length !== 1) {
      setFile(null);
      setState({ kind: 'error', message: ONE_FILE });
      return;
    }
    if (!isCsvFile(list[0])) {
      setFile(null);
      setState({ kind: 'error', message: listsMessages.unsupportedFileType });
      return;
    }
    setFile(list[0]);
    setState({ kind: 'idle' });
    void loadSend().catch(() => undefined);
  }

  async function upload() {
    if (!file || uploading) return;
    setState({ kind: 'uploading', progress: 0 });
    try {
      const sendFile = await loadSend().catch(() => {
        throw new Error(listsMessages.listFailed);
      });
      const result = await sendFile(
        endpointUrl(routes.uploadPlates, { uuid: listUuid }),
        file,
        (progress) => setState({ kind: 'uploading', progress }),
      );
      setState({ kind: 'done', result });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      onUploaded(result);
    } catch (cause) {
      setState({
        kind: 'error',
        message: cause instanceof Error ? cause.message : listsMessages.listFailed,
      });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  }

  return (
    <section
      aria-labelledby="csv-upload-heading"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="csv-upload-heading" className="text-sm font-semibold text-gray-900">
            Bulk upload plates (CSV)
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            Uploading a file <strong className="font-semibold">replaces all plates</strong> of this
            list. Rows without a plate are skipped.
          </p>
        </div>
        <a
          href={endpointUrl(routes.plateTemplate)}
          download
          className={cn('text-sm font-medium text-brand-700 underline', focusRing)}
        >
          Download CSV template
        </a>
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="csv-drop-zone"
        className={cn(
          'mt-3 flex flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed px-4 py-5 text-center text-sm',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-gray-300 bg-gray-50',
        )}
      >
        <p className="text-gray-700">Drop one .csv file here, or</p>
        <input
          ref={inputRef}
          id="plates-csv-file"
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files)}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
        >
          Choose CSV file
        </Button>
        {file ? (
          <p className="text-gray-800">
            Selected: <span className="font-medium">{file.name}</span>
          </p>
        ) : null}
      </div>
      {file ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button onClick={() => void upload()} loading={uploading}>
            Upload and replace plates
          </Button>
          <span className="text-sm text-gray-600">
            All current plates of this list will be replaced.
          </span>
        </div>
      ) : null}
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
          <Alert tone="success" onDismiss={() => setState({ kind: 'idle' })}>
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
          <Alert tone="error" onDismiss={() => setState({ kind: 'idle' })}>
            {state.message}
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
