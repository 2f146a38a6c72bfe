import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { PlateEventKind } from '@/lib/contract/plates';

/** One small stroke icon per kind of timeline event, in a tinted circle (decorative). */
const PATHS: Record<PlateEventKind, ReactNode> = {
  scan: (
    <>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  list: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  permit: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 10h6M7 14h4" />
    </>
  ),
  'permit-change': <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
  session: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </>
  ),
  'time-add': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  citation: (
    <>
      <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
      <path d="M9 7h6M9 11h6" />
    </>
  ),
  'citation-change': <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
  appeal: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  'appeal-response': (
    <>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      <path d="m8 10 2.5 2.5L16 8" />
    </>
  ),
};

const TONES: Record<PlateEventKind, string> = {
  scan: 'bg-gray-100 text-gray-700',
  alert: 'bg-danger-50 text-danger-700',
  list: 'bg-brand-50 text-brand-700',
  permit: 'bg-success-50 text-success-700',
  'permit-change': 'bg-success-50 text-success-700',
  session: 'bg-brand-50 text-brand-700',
  'time-add': 'bg-brand-50 text-brand-700',
  citation: 'bg-warning-50 text-warning-800',
  'citation-change': 'bg-warning-50 text-warning-800',
  appeal: 'bg-gray-100 text-gray-700',
  'appeal-response': 'bg-gray-100 text-gray-700',
};

export function PlateEventIcon({ kind }: { kind: PlateEventKind }) {
  return (
    <span
      className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', TONES[kind])}
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className="size-4"
      >
        {PATHS[kind]}
      </svg>
    </span>
  );
}
