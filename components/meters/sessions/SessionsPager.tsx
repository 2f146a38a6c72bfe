'use client';

import { Button } from '@/components/ui/Button';

export interface SessionsPagerProps {
  title: string;
  /** The page shown, from 0. */
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous and Next under a sessions table. */
export function SessionsPager({ title, page, hasNext, onPage }: SessionsPagerProps) {
  return (
    <nav aria-label={`${title} pages`} className="flex items-center justify-between gap-2">
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
