'use client';

import { Button } from '@/components/ui/Button';

export interface SessionsActionsProps {
  /** One meter's new-session page: offers its QR code and 'View meter'. */
  newSession: string | null | undefined;
  onQr: () => void;
  onSearch: () => void;
}

/** The sessions page's actions: Generate QR code and View meter (one meter's), and Search. */
export function SessionsActions({ newSession, onQr, onSearch }: SessionsActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {newSession ? (
        <>
          <Button variant="secondary" onClick={onQr}>
            Generate QR code
          </Button>
          <a
            href={newSession}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center justify-center rounded-md bg-white px-3.5 text-sm font-medium text-gray-800 shadow-card ring-1 ring-gray-300 hover:bg-gray-50"
          >
            View meter<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
      <Button onClick={onSearch}>Search</Button>
    </div>
  );
}
