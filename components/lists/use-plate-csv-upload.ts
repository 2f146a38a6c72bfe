'use client';

import { useRef, useState } from 'react';
import type { UploadResponse } from '@/lib/contract/lists/bff';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { listsMessages } from '@/lib/messages/lists';

export type CsvUploadState =
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
 * The CSV upload's state: the one .csv file chosen (anything else is refused), and the upload
 * with its progress, result or failure.
 */
export function usePlateCsvUpload(listUuid: string, onUploaded: (result: UploadResponse) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<CsvUploadState>({ kind: 'idle' });
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

  return {
    inputRef,
    file,
    state,
    uploading,
    choose,
    upload,
    dismiss: () => setState({ kind: 'idle' }),
  };
}
