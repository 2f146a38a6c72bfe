'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { clampPage } from '@/lib/rules/lpr/list-view';
import { cn } from './cn';
import { inputClasses } from './input-classes';

interface PageFieldProps {
  /** 1-based current page. */
  page: number;
  /** The last page (at least 1). */
  last: number;
  onPageChange: (page: number) => void;
  disabled: boolean;
}

/**
 * The typed page of a field that follows the page when it changes from outside (a Next click, a
 * new search): Enter jumps to it (clamped to 1…last), Escape puts the current page back.
 */
function usePageDraft({ page, last, onPageChange }: Omit<PageFieldProps, 'disabled'>) {
  const [draft, setDraft] = useState(String(page));
  const [draftPage, setDraftPage] = useState(page);
  if (page !== draftPage) {
    setDraftPage(page);
    setDraft(String(page));
  }

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

  return { draft, setDraft, onKeyDown, restore: () => setDraft(String(page)) };
}

/** Pagination's 'Page [n] of N' field. Leaving it without Enter puts the current page back. */
export function PageField({ page, last, onPageChange, disabled }: PageFieldProps) {
  const fieldId = useId();
  const { draft, setDraft, onKeyDown, restore } = usePageDraft({ page, last, onPageChange });
  return (
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
        onBlur={restore}
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
  );
}
