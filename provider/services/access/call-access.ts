import type { MembershipRow, OrganisationRow, UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { requireRole } from './require-role';
import { accessOf, SIGNED_IN } from './role-table';

/** The organisation a call's input names, wherever the contract puts it. */
function organisationsIn(
  path: string,
  input: { params?: unknown; query?: unknown; body?: unknown },
): string[] {
  const field = (source: unknown, ...names: string[]): unknown[] =>
    source && typeof source === 'object' && !Array.isArray(source)
      ? names.map((name) => (source as Record<string, unknown>)[name])
      : [];
  const found = [
    ...field(input.params, 'entity'),
    // /api/v1/dashboard/orgs/{id}/…: the organisation itself.
    ...(path.includes('/orgs/{id}') ? field(input.params, 'id') : []),
    ...field(input.query, 'entityUUID', 'entityuuid'),
    ...field(input.body, 'entityUUID'),
  ].filter((value): value is string => typeof value === 'string');
  return [...new Set(found)];
}

export interface CallAccessResult {
  org: OrganisationRow;
  membership: MembershipRow;
}

/**
 * The role check of a signed-in call (provider/services/access/role-table.ts) wherever the
 * organisation is in its path, query or body: the set's refusal (403, 404 or 402) before the
 * handler runs. Answers the organisation and membership it checked, or undefined where the call
 * names no organisation (the caller's own account, or a row whose service checks the same set).
 */
export async function requireCallAccess(
  db: DbOrTx,
  call: { id: string; path: string },
  user: UserRow,
  input: { params?: unknown; query?: unknown; body?: unknown },
): Promise<CallAccessResult | undefined> {
  const access = accessOf(call.id);
  if (access === SIGNED_IN) return undefined;
  let checked: CallAccessResult | undefined;
  for (const entity of organisationsIn(call.path, input)) {
    checked = await requireRole(db, user, entity, access);
  }
  return checked;
}
