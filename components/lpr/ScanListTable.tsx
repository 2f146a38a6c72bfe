'use client';

import { useMemo, type Ref } from 'react';
import { LookupReasonGate, needsLookupReason } from '@/components/privacy/LookupReasonGate';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table, type TableColumn } from '@/components/ui/Table';
import { cn } from '@/components/ui/cn';
import type { Scan } from '@/lib/contract/lpr';
import { ListFooter } from './ListFooter';
import type { Noun } from './use-bulk-delete';
import { useLastPageClamp } from './use-last-page-clamp';
import type { ScanList } from './use-scan-list';
import { useScanRowLabels } from './use-scan-row-labels';
import { useStableData } from '@/components/ui/use-stable-data';

const scanId = (scan: Scan) => scan.uuid;

/** What an empty table says: the load failed, the plate search found nothing, or the list's own text. */
function emptyTextOf(noun: Noun, error: unknown, q: string | null, emptyText: string): string {
  if (error) return `The ${noun.other} could not be loaded.`;
  return q ? `No ${noun.other} found for ${q}.` : emptyText;
}

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
 * The scans or alerts of a view: the load error with a retry (a plate search the organisation
 * wants a reason for asks for it), the selectable table (the
 * previous page dimmed while the next loads) and the footer with paging. A page past the end
 * (after deletes, or typed into the address) shows the last page.
 */
export function ScanListTable({
  scanList: {
    basePath,
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
  // The same array while a reread brings the same rows (the rows then stay as they are).
  const rows = useStableData(useMemo(() => data?.plates ?? [], [data]));
  const { rowLabel, tableSelection } = useScanRowLabels(rows, noun, selection);
  const stale = isLoading && data !== undefined;
  useLastPageClamp(data, stale, view, setView);

  return (
    <>
      {needsLookupReason(error) && view.q ? (
        <div className="mb-3">
          <LookupReasonGate message={error!.message} action={basePath} keep={{ q: view.q }} />
        </div>
      ) : error ? (
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
          emptyText={emptyTextOf(noun, error, view.q, emptyText)}
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
