/**
 * The plate rules of the list screens and the CSV upload (spec 1 §5) as pure functions:
 * plate normalising, the hex colour helper, the expiry check and the CSV expiry formats.
 */

/** A plate on create: non-alphanumerics stripped, upper-cased ('ab-12 3' → 'AB123'). */
export { normalizePlate } from '../plate';

/** The label colour and vehicle cell helpers (the plates table's, kept apart from its first load). */
export { hexSwatch, isHexColour, stripHex, vehicleText } from './plate-display';

/** A plate as typed in a search or an edit: trimmed and upper-cased. */
export function upperPlate(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * An expiry as the CSV or a date field gives it: ISO-8601 (date or date-time), or MM/DD/YYYY
 * (end of that day, UTC). Blank → null; anything else → undefined (invalid).
 */
export function parseExpiry(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) {
    const [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
    const date = new Date(Date.UTC(year, month - 1, day, 23, 59, 59));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
    return date.toISOString();
  }
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (isoDay) {
    const [year, month, day] = [Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3])];
    const date = new Date(Date.UTC(year, month - 1, day, 23, 59, 59));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
    return date.toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    return undefined;
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Whether an expiry lies in the past (a missing expiry never does). */
export function isExpiryInPast(expiresAt: string | null, now: Date = new Date()): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return !Number.isNaN(time) && time < now.getTime();
}

/** The value of a date input (YYYY-MM-DD) as the end of that day in the browser's zone, ISO. */
export function dateInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO expiry as a date input's value (YYYY-MM-DD in the browser's zone). */
export function isoToDateInput(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A safe download name from a list name: 'Staff / 2026' → 'staff-2026-plates.csv'. */
export function csvFileName(listName: string): string {
  const base = listName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'list'}-plates.csv`;
}
