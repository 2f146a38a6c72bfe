'use client';

import { useCallback, useMemo } from 'react';
import type { Scan } from '@/lib/contract/lpr';
import { formatDateTime } from '@/lib/format';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';
import type { Noun } from './use-bulk-delete';
import type { ScanList } from './use-scan-list';

/**
 * The accessible names of a scans table's rows: each row's link ('Open scan AB123, Nov 20, 2026
 * 3:05 PM') and its checkbox ('Select AB123, …'), with the table's selection. The plate and time
 * are formatted once per row.
 */
export function useScanRowLabels(rows: Scan[], noun: Noun, selection: ScanList['selection']) {
  const zone = useDisplayTimeZone();
  const names = useMemo(
    () =>
      new Map(rows.map((r) => [r.uuid, `${r.plate}, ${formatDateTime(r.capturedAt, '', zone)}`])),
    [rows, zone],
  );
  const rowLabel = useCallback(
    (scan: Scan) => `Open ${noun.one} ${names.get(scan.uuid) ?? scan.plate}`,
    [noun.one, names],
  );
  const { selectedIds, onChange } = selection;
  const tableSelection = useMemo(
    () => ({
      selectedIds,
      onChange,
      rowLabel: (id: string) => {
        const name = names.get(id);
        return name ? `Select ${name}` : 'Select row';
      },
    }),
    [selectedIds, onChange, names],
  );
  return { rowLabel, tableSelection };
}
