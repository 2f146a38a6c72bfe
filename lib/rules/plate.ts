/**
 * The one plate normaliser (spec 1 §5): plates are stored, matched and named upper-cased with
 * only A–Z and 0–9 ('abc-123 ' → 'ABC123'). Every tier uses it: contract schemas, BFF, provider.
 */
export function normalizePlate(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
