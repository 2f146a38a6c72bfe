'use client';

import { useMemo } from 'react';
import type { TableColumn } from '@/components/ui/Table';
import { cn, focusRing } from '@/components/ui/cn';
import type { Scan } from '@/lib/contract/lpr';
import { formatDateTime } from '@/lib/format';
import { lastChalked } from '@/lib/rules/lpr/chalk';
import { AlertListStatus } from './AlertStatus';
import { ScanThumb } from './ScanThumb';
import { capturedAtCell, capturedByCell, plateCell, plateImageCell } from './scan-cells';

/** The image an alert row enlarges (what the lightbox shows). */
export interface EnlargedScanImage {
  src: string;
  alt: string;
  title: string;
}

/** The scan's full image: a button that enlarges it. */
function EnlargeScanImageButton({
  scan,
  onEnlarge,
}: {
  scan: Scan;
  onEnlarge: (image: EnlargedScanImage) => void;
}) {
  return (
    <button
      type="button"
      onClick={() =>
        onEnlarge({
          src: scan.imgUrl,
          alt: `Scan of plate ${scan.plate}`,
          title: `${scan.plate} · ${formatDateTime(scan.capturedAt)}`,
        })
      }
      aria-label={`Enlarge image of ${scan.plate}`}
      className={cn('block rounded hover:opacity-90', focusRing)}
    >
      <ScanThumb src={scan.imgUrl} alt="" kind="full" />
    </button>
  );
}

/**
 * The /alerts table's columns. `onEnlarge` must be stable (a state setter): the array stays the
 * same every render, so the rows hydrate apart (see ScanListTable).
 */
export function useAlertColumns(
  onEnlarge: (image: EnlargedScanImage) => void,
): TableColumn<Scan>[] {
  return useMemo<TableColumn<Scan>[]>(
    () => [
      {
        id: 'image',
        header: 'IMAGE',
        width: '5.5rem',
        cell: (scan) => <EnlargeScanImageButton scan={scan} onEnlarge={onEnlarge} />,
      },
      { id: 'plateScan', header: 'PLATE SCAN', width: '7rem', cell: plateImageCell },
      { id: 'plate', header: 'PLATE', cell: plateCell },
      { id: 'capturedAt', header: 'CAPTURED AT', cell: capturedAtCell },
      {
        id: 'lastChalked',
        header: 'LAST CHALKED',
        cell: (scan) => (
          <span className="whitespace-nowrap">{lastChalked(scan.capturedAt, scan.lastSeen)}</span>
        ),
      },
      {
        id: 'scannedAgainst',
        header: 'SCANNED AGAINST',
        cell: (scan) => scan.listName ?? <span className="text-gray-500">—</span>,
      },
      {
        id: 'status',
        header: 'STATUS',
        // The list is in SCANNED AGAINST: an alert's status says why it was raised.
        cell: (scan) => <AlertListStatus scan={scan} />,
      },
      { id: 'capturedBy', header: 'CAPTURED BY', cell: capturedByCell },
    ],
    [onEnlarge],
  );
}
