'use client';

import { Button } from './Button';

export interface PrevNextPagerProps {
  /** Names the navigation landmark: '{label} pages'. */
  label: string;
  /** The page shown, from 0. */
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous, 'Page N' and Next under a table paged without a count (the answer says only whether a
 * next page exists: issued permits, issued violations, meter sessions). Pagination is the pager
 * of a table whose page count is known.
 */
export function PrevNextPager({ label, page, hasNext, onPage }: PrevNextPagerProps) {
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-gray-600">Page {page + 1}</span>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
