'use client';

import { useState, type DragEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';

export interface CsvDropZoneProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The file chosen so far, if any. */
  file: File | null;
  uploading: boolean;
  onChoose: (files: FileList | null) => void;
}

/** Where a CSV file is dropped, with a keyboard-reachable button opening the file picker. */
export function CsvDropZone({ inputRef, file, uploading, onChoose }: CsvDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files);
  }

  return (
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
        onChange={(event) => onChoose(event.target.files)}
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
  );
}
