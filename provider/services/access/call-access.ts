import type { UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { requireRole, type RoleSet } from './require-role';
import type { OrgContext } from './role-table';

/** The organisations a call's input names, wherever the contract puts them. */
export function organisationsIn(
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

/** Whether a call's contract puts its organisation in the path, query or body. */
export function namesOrganisation(call: {
  path: string;
  query?: unknown;
  body?: unknown;
}): boolean {
  const keys = (schema: unknown) =>
    Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
  return (
    /\{entity\}|\/orgs\/\{id\}/.test(call.path) ||
    [...keys(call.query), ...keys(call.body)].some((k) => /^entityuuid$/i.test(k))
  );
}

/**
 * The role check of an organisation-scoped call, once, before its handler: every organisation
 * `entities` names must be the user's with one of the set's roles (the set's refusal: 403, 404
 * or 402). Answers the checked context of the last one.
 */
export async function checkOrganisations(
  db: Db,
  user: UserRow,
  entities: readonly string[],
  set: RoleSet,
): Promise<OrgContext> {
  let checked: OrgContext | undefined;
  for (const entity of entities) {
    const { org, membership } = await requireRole(db, user, entity, set);
    checked = {
      db,
      org,
      actor: { user, membership },
      recheck: async (tx) => {
        await requireRole(tx, user, entity, set);
      },
    };
  }
  if (!checked) throw new Error('An organisation-scoped call named no organisation.');
  return checked;
}
