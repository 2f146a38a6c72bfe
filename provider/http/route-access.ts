import type { Context, Hono } from 'hono';
import type { Db } from '../db/types';
import type { AuthContext, ProviderEnv } from './env';
import {
  checkOrganisations,
  namesOrganisation,
  organisationsIn,
  SIGNED_IN,
  type CallAccess,
  type OrgContext,
  type RoleSet,
} from '../services/access';
import type { Call, RouteInput } from './route-input';

// The access a signed-in route declares: kept in the app's route table (the role table walk and
// the OpenAPI document read it) and checked before its handler runs.

/** What a signed-in call's handler gets besides its input. */
export interface SignedIn {
  auth: AuthContext;
}

/** What an organisation-scoped call's handler gets: the checked `{ db, org, actor }`. */
export interface InOrganisation extends SignedIn {
  ctx: OrgContext;
}

/**
 * Where a call's organisation comes from when its input does not name it: a row's (a list, a
 * plate, a scan, an invitation …). Answers the organisation's uuid; an unknown row, or one of an
 * organisation the caller is not a member of, is the row's 404 (ids are not probed).
 */
export type OrganisationOfRow<C extends Call> = (
  input: RouteInput<C> & SignedIn & { db: Db },
) => Promise<string>;

/**
 * The access a route declares: SIGNED_IN (the caller's own account), a role set (the
 * organisation is named in the path, query or body), or a role set and the row the organisation
 * comes from.
 */
export type RouteAccess<C extends Call> =
  typeof SIGNED_IN | RoleSet | { role: RoleSet; organisationOf: OrganisationOfRow<C> };

/** One line of an app's route table: a mounted signed-in call, its area and its access. */
export interface RouteTableEntry {
  call: Call;
  area: string;
  access: CallAccess;
  /** 'input': the path, query or body names the organisation; 'row': a row of it does. */
  organisation: 'input' | 'row' | 'none';
}

const routeTables = new WeakMap<Hono<ProviderEnv>, Map<string, RouteTableEntry>>();

/** The signed-in calls an app has mounted, by call id, with the access each declared. */
export function routeTableOf(app: Hono<ProviderEnv>): ReadonlyMap<string, RouteTableEntry> {
  return routeTables.get(app) ?? new Map();
}

/** Records a signed-in call's access in the app's route table (a public call is refused). */
export function declareAccess<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  access: RouteAccess<C>,
) {
  if (!call.auth) throw new Error(`${call.id} is public; mount it with publicRoute`);
  const role = typeof access === 'object' && 'role' in access ? access.role : access;
  const organisation =
    access === SIGNED_IN
      ? 'none'
      : typeof access === 'object' && 'role' in access
        ? 'row'
        : 'input';
  if (organisation === 'input' && !namesOrganisation(call)) {
    throw new Error(`${call.id} names no organisation: declare the row it comes from`);
  }
  const table = routeTables.get(app) ?? new Map<string, RouteTableEntry>();
  routeTables.set(app, table);
  table.set(call.id, { call, area: call.area, access: role, organisation });
}

/** The caller, and for an organisation-scoped call the checked context, before the handler. */
export async function checkedCaller<C extends Call>(
  access: RouteAccess<C>,
  call: C,
  input: RouteInput<C>,
  c: Context<ProviderEnv>,
): Promise<RouteInput<C> & InOrganisation> {
  const auth = c.get('auth');
  const db = c.get('db');
  if (access === SIGNED_IN) return { ...input, auth, ctx: undefined as never };
  const [role, entities] =
    'organisationOf' in access
      ? [access.role, [await access.organisationOf({ ...input, auth, db })]]
      : [access, organisationsIn(call.path, input)];
  return { ...input, auth, ctx: await checkOrganisations(db, auth.user, entities, role) };
}
