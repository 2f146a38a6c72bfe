'use client';

import { Pagination } from '@/components/ui/Pagination';
import type { ScanListResponse } from '@/lib/contract/lpr/bff';
import { formatCount } from '@/lib/format';
import { pageCountOf } from '@/lib/rules/lpr/list-view';

export interface ListFooterProps {
  data: ScanListResponse | undefined;
  /** 1-based page the view asks for. */
  page: number;
  onPageChange: (page: number) => void;
  /** 'scans' or 'alerts'. */
  noun: string;
  label: string;
  disabled?: boolean;
}

/** A search answers the newest rows only (not paged): say so when more match than are shown. */
export function searchSummary(shown: number, matches: number): string {
  if (matches <= shown) return `${formatCount(shown)} ${shown === 1 ? 'result' : 'results'}`;
  return `Showing the newest ${formatCount(shown)} of ${formatCount(matches)} results. Type more of the plate to narrow the search.`;
}

/** Under a scans or alerts table: which rows are shown, and paging (none for search results). */
export function ListFooter({ data, page, onPageChange, noun, label, disabled }: ListFooterProps) {
  const searching = data?.mode === 'search';
  const count = data?.count ?? 0;
  const pageSize = data?.pageSize ?? 100;
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  let summary = '';
  if (data) {
    summary = searching
      ? searchSummary(data.plates.length, count)
      : count === 0
        ? `0 ${noun}`
        : `${formatCount(first)}–${formatCount(last)} of ${formatCount(count)} ${noun}`;
  }
  return (
    <div className="flex min-h-12 flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-4 py-2">
      <p className="text-sm text-gray-600 tabular-nums" aria-live="polite">
        {summary}
      </p>
      {data && !searching ? (
        <Pagination
          page={page}
          pageCount={pageCountOf(count, pageSize)}
          onPageChange={onPageChange}
          label={label}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
