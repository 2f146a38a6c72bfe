'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { clampPage } from '@/lib/rules/lpr/list-view';
import { Button } from './Button';
import { cn } from './cn';
import { ChevronRightIcon } from './icons';
import { inputClasses } from './input-classes';

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
  const fieldId = useId();
  // The page field follows the page when it changes from outside (a Next click, a new search).
  const [draft, setDraft] = useState(String(page));
  const [draftPage, setDraftPage] = useState(page);
  if (page !== draftPage) {
    setDraftPage(page);
    setDraft(String(page));
  }

  const last = Math.max(1, pageCount);

  function jump() {
    const target = clampPage(draft, last);
    setDraft(String(target));
    if (target !== page) onPageChange(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      jump();
    } else if (event.key === 'Escape') {
      setDraft(String(page));
    }
  }

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
      <div className="flex items-center gap-1.5 text-sm text-gray-700">
        <label htmlFor={fieldId}>Page</label>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={1}
          max={last}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setDraft(String(page))}
          aria-describedby={`${fieldId}-of`}
          className={cn(
            inputClasses,
            'h-8 w-20 px-2 text-right tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          )}
        />
        <span id={`${fieldId}-of`} className="whitespace-nowrap tabular-nums">
          of {last.toLocaleString('en-US')}
        </span>
      </div>
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
