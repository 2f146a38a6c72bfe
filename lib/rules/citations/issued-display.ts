import type { CitationStatus } from './citation-status';

/** How an issued violation's status reads in the dashboard (spec 3 §4), with its chip tone. */
export type CitationTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

const LABELS: Record<CitationStatus, { label: string; tone: CitationTone }> = {
  open: { label: 'Open', tone: 'info' },
  'past due': { label: 'Past due', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  'paid off platform': { label: 'Paid off platform', tone: 'success' },
  archived: { label: 'Archived', tone: 'neutral' },
  uncollectable: { label: 'Uncollectable', tone: 'danger' },
  void: { label: 'Void', tone: 'neutral' },
};

export const citationStatusLabel = (status: CitationStatus) => LABELS[status];

/** The vehicle in one line: colour, make and model (blank parts left out). */
export const vehicleLine = (c: {
  color: string | null;
  make: string | null;
  model: string | null;
}) => [c.color, c.make, c.model].filter(Boolean).join(' ');

/** The notice number as printed (spec 3: Notice #). */
export const noticeNumber = (n: number) => String(n);

/** Dollars typed in the override field → whole cents, or null when not a valid amount ≥ 0. */
export function centsOfInput(text: string): number | null {
  const t = text.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
