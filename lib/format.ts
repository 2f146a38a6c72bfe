/**
 * Display formats (DESIGN.md): dates as the spec's 'MMM DD, YYYY h:mm A' in the browser's zone,
 * money from integer cents with two decimals. Built on Intl (no date library), because these
 * run on every list screen and count against its first-load JS.
 */

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
/** One formatter per zone ('' = the runtime's own zone). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...dateOptions, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', dateOptions); // not a zone: the runtime's
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/**
 * 'Nov 20, 2026 3:05 PM' in `timeZone` (an IANA zone), by default the runtime's own: the
 * browser's. Screens pass the display zone (lib/hooks/first-view-tz: useDisplayTimeZone), so
 * the server renders the first view in the zone the browser will show.
 */
export function formatDateTime(value: DateInput, fallback = '', timeZone?: string): string {
  const date = toDate(value);
  if (!date) return fallback;
  const p = partsOf(date, timeZone);
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
}

/** 'Nov 20, 2026' in `timeZone` (see formatDateTime). */
export function formatDate(value: DateInput, fallback = '', timeZone?: string): string {
  const date = toDate(value);
  if (!date) return fallback;
  const p = partsOf(date, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}

export type Currency = 'USD' | 'CAD';

export interface MoneyOptions {
  /** Adds the currency symbol: '$12.50' (USD), 'CA$12.50' (CAD). */
  currency?: Currency;
  /** Shows 'Free' for zero. */
  zeroAsFree?: boolean;
}

const plain = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const withCurrency: Record<Currency, Intl.NumberFormat> = {
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  CAD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }),
};

/** Integer cents → '1,234.56' (the only place money is divided by 100). */
export function formatMoney(cents: number | null | undefined, options: MoneyOptions = {}): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) ? Math.round(cents) : 0;
  if (value === 0 && options.zeroAsFree) return 'Free';
  const amount = value / 100;
  return options.currency ? withCurrency[options.currency].format(amount) : plain.format(amount);
}

/** Whole numbers with thousands separators: 12,345. */
export function formatCount(value: number | null | undefined): string {
  return new Intl.NumberFormat('en-US').format(
    typeof value === 'number' && Number.isFinite(value) ? value : 0,
  );
}
