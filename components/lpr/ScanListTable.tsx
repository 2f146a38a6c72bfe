'use client';

import { useCallback, useEffect, useMemo, type Ref } from 'react';
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
import { useStableData } from '@/components/ui/use-stable-data';

const scanId = (scan: Scan) => scan.uuid;

export interface ScanListTableProps {
  /** The list screen's state (view, rows, selection). */
  scanList: ScanList;
  /** The table's name ('Scans'); the pager is '{caption} pages'. */
  caption: string;
  columns: TableColumn<Scan>[];
  /**
   * Where a row leads (a real link: it opens before the page's scripts have loaded). This and
   * `columns` should stay the same between renders: the table's rows then hydrate apart from the
   * page, in short slices (components/ui/table-body: TableBodyRows).
   */
  rowHref: (scan: Scan) => string;
  /** The text of an empty list that is not a search. */
  emptyText: string;
  selectionPosition?: 'start' | 'end';
  /** Receives the table's scroll box (to bring its top into view). */
  scrollRef?: Ref<HTMLDivElement>;
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
  scrollRef,
}: ScanListTableProps) {
  const zone = useDisplayTimeZone();
  // The same array while a reread brings the same rows (the rows then stay as they are).
  const rows = useStableData(useMemo(() => data?.plates ?? [], [data]));
  // Each row's plate and time ('AB123, Nov 20, 2026 3:05 PM'), formatted once for the names of
  // the row's link and of its checkbox.
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
          getRowId={scanId}
          rowHref={rowHref}
          rowLabel={rowLabel}
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
          scrollRef={scrollRef}
          density="compact"
          selectionPosition={selectionPosition}
          selection={tableSelection}
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
