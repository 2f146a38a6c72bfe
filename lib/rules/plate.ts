/**
 * The one plate normaliser (spec 1 §5): plates are stored, matched and named upper-cased with
 * only A–Z and 0–9 ('abc-123 ' → 'ABC123'). Every tier uses it: contract schemas, BFF, provider.
 */

/** What normalising drops from an upper-cased plate, as a regex source (SQL's regexp_replace takes it too). */
export const PLATE_DROPPED = '[^A-Z0-9]';

const DROPPED = new RegExp(PLATE_DROPPED, 'g');

export function normalizePlate(value: string): string {
  return value.toUpperCase().replace(DROPPED, '');
}
