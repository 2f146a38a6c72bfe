/**
 * Display formats (DESIGN.md): dates as the spec's 'MMM DD, YYYY h:mm A' in the browser's zone
 * (or a named zone, for reports), money from integer cents with two decimals. Every text people
 * read that shows a date is written here, with Intl: it formats in any IANA zone on server and
 * browser without a zone package (date-fns 4 needs @date-fns/tz for that) and adds nothing to
 * the first-load JS. date-fns stays for calendar arithmetic (days, months, ISO day keys).
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
const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = displayFormatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...dateOptions, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', dateOptions); // not a zone: the runtime's
    }
    displayFormatters.set(key, formatter);
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

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short' });
const monthLong = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** A calendar day ('2026-03-05' or a local Date) as 'Mar 5, 2026' (no zone shift). */
export function formatDayLabel(day: string | Date): string {
  const date = typeof day === 'string' ? calendarDay(day) : day;
  return date ? dayLabel.format(date) : '';
}

/** 'Mar' of a local date (the heatmap's month columns). */
export function formatMonthShort(date: Date): string {
  return monthShort.format(date);
}

/** 'March 2026' of a local date. */
export function formatMonthYear(date: Date): string {
  return monthLong.format(date);
}

/** '2026-03-05' as that day's local midnight; null for anything else. */
function calendarDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export type Currency = 'USD' | 'CAD';

/** A stored currency code as a Currency: 'CAD' is CAD; anything else (the default) is USD. */
export function currencyOf(code: string | null | undefined): Currency {
  return code === 'CAD' ? 'CAD' : 'USD';
}

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

/** Integer cents → '1234.56' (no separators, no symbol: CSV cells). */
export function formatDecimal(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** Whole numbers with thousands separators: 12,345. */
export function formatCount(value: number | null | undefined): string {
  return new Intl.NumberFormat('en-US').format(
    typeof value === 'number' && Number.isFinite(value) ? value : 0,
  );
}

/*
 * Dates in a named zone (reports: the organisation's or the reader's zone, spec 1 §9), on
 * server and browser alike; one cached Intl formatter pair per zone.
 */
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersOf(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: '2-digit',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
    };
    formatters.set(timeZone, f);
  }
  return f;
}

/** 'Nov 20, 2026' in the zone. */
export function zonedDate(iso: string, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formattersOf(timeZone).date.format(d);
}

/** '2:03 PM' in the zone. */
export function zonedTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formattersOf(timeZone).time.format(d);
}

/** 'Nov 20, 2026 2:03 PM' (spec 1 §9 'MMM DD, YYYY h:mm A') in the zone. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const date = zonedDate(iso, timeZone);
  return date ? `${date} ${zonedTime(iso, timeZone)}` : '';
}

/** A valid IANA zone, else UTC. */
export function safeTimeZone(tz: string | null | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}
