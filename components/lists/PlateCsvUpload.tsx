'use client';

import { Button } from '@/components/ui/Button';
import { cn, focusRing } from '@/components/ui/cn';
import type { UploadResponse } from '@/lib/contract/lists/bff';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { CsvDropZone } from './CsvDropZone';
import { CsvUploadStatus } from './CsvUploadStatus';
import { usePlateCsvUpload } from './use-plate-csv-upload';

export interface PlateCsvUploadProps {
  listUuid: string;
  onUploaded: (result: UploadResponse) => void;
}

/**
 * Bulk CSV upload: template download, a drop zone with a keyboard-reachable file button,
 * exactly one .csv file; the upload replaces every plate of the list.
 */
export function PlateCsvUpload({ listUuid, onUploaded }: PlateCsvUploadProps) {
  const upload = usePlateCsvUpload(listUuid, onUploaded);

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
      <CsvDropZone
        inputRef={upload.inputRef}
        file={upload.file}
        uploading={upload.uploading}
        onChoose={upload.choose}
      />
      {upload.file ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button onClick={() => void upload.upload()} loading={upload.uploading}>
            Upload and replace plates
          </Button>
          <span className="text-sm text-gray-600">
            All current plates of this list will be replaced.
          </span>
        </div>
      ) : null}
      <CsvUploadStatus state={upload.state} onDismiss={upload.dismiss} />
    </section>
  );
}
