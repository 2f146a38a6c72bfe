import { plateTerm } from '@/lib/rules/meters/sessions';

/** A session table's URL state: ?page= (from 0) and ?plate= (upper-cased; blank: none). */
export function sessionsUrlState(query: Record<string, string | string[] | undefined>): {
  page: number;
  plate: string | null;
} {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const value = Number(first(query.page));
  const page = Number.isInteger(value) && value >= 0 && value <= 100_000 ? value : 0;
  const plate = plateTerm(first(query.plate) ?? '').slice(0, 20) || null;
  return { page, plate };
}
