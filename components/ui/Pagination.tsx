'use client';

import { Button } from './Button';
import { cn } from './cn';
import { ChevronRightIcon } from './icons';
import { PageField } from './PageField';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark (e.g. 'Scans pages'). */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Previous / next buttons and a page-number field: Enter jumps to the typed page; values below 1
 * become 1 and values past the end the last page (spec 1 §5). Leaving the field without Enter
 * puts the current page back.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pages',
  disabled = false,
  className,
}: PaginationProps) {
  const last = Math.max(1, pageCount);
  return (
    <nav aria-label={label} className={cn('flex items-center gap-2', className)}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(Math.max(1, page - 1))}
        disabled={disabled || page <= 1}
        icon={<ChevronRightIcon className="size-4 rotate-180" />}
      >
        Previous
      </Button>
      <PageField page={page} last={last} onPageChange={onPageChange} disabled={disabled} />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(Math.min(last, page + 1))}
        disabled={disabled || page >= last}
        className="flex-row-reverse"
        icon={<ChevronRightIcon className="size-4" />}
      >
        Next
      </Button>
    </nav>
  );
}
