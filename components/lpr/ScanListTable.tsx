'use client';

import { useEffect, useMemo } from 'react';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table, type TableColumn } from '@/components/ui/Table';
import { cn } from '@/components/ui/cn';
import type { Scan } from '@/lib/contract/lpr';
import { formatDateTime } from '@/lib/format';
import { pageCountOf } from '@/lib/rules/lpr/list-view';
import { ListFooter } from './ListFooter';
import type { ScanList } from './use-scan-list';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';

export interface ScanListTableProps {
  /** The list screen's state (view, rows, selection). */
  scanList: ScanList;
  /** The table's name ('Scans'); the pager is '{caption} pages'. */
  caption: string;
  columns: TableColumn<Scan>[];
  /** Where a row leads (a real link: it opens before the page's scripts have loaded). */
  rowHref: (scan: Scan) => string;
  /** The text of an empty list that is not a search. */
  emptyText: string;
  selectionPosition?: 'start' | 'end';
}

/**
 * The scans or alerts of a view: the load error with a retry, the selectable table (the
 * previous page dimmed while the next loads) and the footer with paging. A page past the end
 * (after deletes, or typed into the address) shows the last page.
 */
export function ScanListTable({
  scanList: {
    noun,
    view,
    setView,
    list: { data, error, isLoading, mutate },
    selection,
  },
  caption,
  columns,
  rowHref,
  emptyText,
  selectionPosition,
}: ScanListTableProps) {
  const zone = useDisplayTimeZone();
  const rows = useMemo(() => data?.plates ?? [], [data]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.uuid, r])), [rows]);
  const stale = isLoading && data !== undefined;

  const pageCount = data ? pageCountOf(data.count, data.pageSize) : 1;
  useEffect(() => {
    if (data && !stale && data.mode !== 'search' && view.page > pageCount) {
      setView({ ...view, page: pageCount }, { replace: true });
    }
  }, [data, stale, view, pageCount, setView]);

  return (
    <>
      {error ? (
        <RetryAlert className="mb-3" onRetry={() => void mutate()}>
          {error.message}
        </RetryAlert>
      ) : null}

      <Card padding="none" className="overflow-hidden" aria-busy={stale || undefined}>
        <Table
          caption={caption}
          columns={columns}
          rows={error && !data ? [] : rows}
          getRowId={(scan) => scan.uuid}
          rowHref={rowHref}
          rowLabel={(scan) =>
            `Open ${noun.one} ${scan.plate}, ${formatDateTime(scan.capturedAt, '', zone)}`
          }
          loading={!data && !error}
          skeletonRows={10}
          emptyText={
            error
              ? `The ${noun.other} could not be loaded.`
              : view.q
                ? `No ${noun.other} found for ${view.q}.`
                : emptyText
          }
          maxHeight="70vh"
          density="compact"
          selectionPosition={selectionPosition}
          selection={{
            selectedIds: selection.selectedIds,
            onChange: selection.onChange,
            rowLabel: (id) => {
              const scan = byId.get(id);
              return scan
                ? `Select ${scan.plate}, ${formatDateTime(scan.capturedAt, '', zone)}`
                : 'Select row';
            },
          }}
          className={cn('transition-opacity', stale && 'opacity-60')}
        />
        <ListFooter
          data={data}
          page={data?.mode === 'search' ? 1 : view.page}
          onPageChange={(page) => setView({ ...view, page })}
          noun={noun.other}
          label={`${caption} pages`}
        />
      </Card>
    </>
  );
}
