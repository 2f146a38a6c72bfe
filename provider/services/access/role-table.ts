import type { MembershipRow, OrganisationRow, UserRow } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ROLES, type RoleSet } from './require-role';

/**
 * The access levels a provider route declares (DESIGN.md: "Access is a table"). Each route of
 * provider/routes/<area> names one where it is mounted, so an area's route file is its access
 * table; provider/http/route.ts checks it once, before the handler, and the OpenAPI document
 * shows it as `x-required-role` (tests/provider/access/role-table-walk.test.ts walks the
 * mounted table as a patrol and as another organisation's administrator).
 *
 * - SIGNED_IN: the caller's own account (sessions, the organisation list): no organisation.
 * - PATROL: any active member. Only what the patrol app does: scan upload, citation issue and the
 *   reads those need (the lists it matches against, their geofences and time limits, citation
 *   types, ticket locations and ticket copy, the subscription).
 * - STAFF (and TEAM, ORG_ADMIN): administrators and super administrators — everything else.
 * - BILLING, ORG_OWNER, AUDITOR, PRIVACY, DATA_REQUESTS: super administrators of the organisation.
 */
export const SIGNED_IN = 'signed-in';
export type CallAccess = RoleSet | typeof SIGNED_IN;

export const PATROL = ROLES.member;
/** The patrol app's uploads also work for an organisation whose subscription has ended. */
export const PATROL_UPLOAD: RoleSet = { ...ROLES.member, subscription: 'any' };
export const STAFF = ROLES.admin;
export const TEAM = ROLES.teamAdmin;
/** An account's e-mail and password: an administrator of its organisation, any subscription. */
export const ACCOUNT_ADMIN: RoleSet = { ...ROLES.teamAdmin, subscription: 'any' };
export const ORG_ADMIN = ROLES.orgAdmin;
export const ORG_OWNER = ROLES.orgOwner;
export const BILLING = ROLES.billing;
/** The audit log (read only: nothing in the product changes an audit event). */
export const AUDITOR = ROLES.auditor;
/** A person's data on request (export of a plate's or an e-mail's records). */
export const DATA_REQUESTS = ROLES.dataRequests;
/** Settings → Privacy (retention per kind of data): the organisation's super administrators. */
export const PRIVACY = ROLES.privacy;
/** Any active member, any subscription: the subscription call itself. */
export const ANY_MEMBER = ROLES.anyMember;

/** The caller of a checked call: the signed-in user and their active membership in `org`. */
export interface Actor {
  user: UserRow;
  membership: MembershipRow;
}

/**
 * What a service of an organisation-scoped call gets: the organisation the call is about, already
 * proven to be the actor's with the route's role. Services check nothing more (a row's
 * ownership, `where entity_uuid = org.uuid`, is part of its query, not an access check).
 */
export interface OrgContext {
  db: Db;
  org: OrganisationRow;
  actor: Actor;
  /**
   * The route's check again, in `db` (a transaction): for a call that outlives its check (an
   * upload read for minutes before its transaction).
   */
  recheck(db: DbOrTx): Promise<void>;
}

/** How the OpenAPI document and the README name an access: `x-required-role`. */
export type RequiredRole = 'signed-in' | 'patrol' | 'staff' | 'superadmin';

export function requiredRoleOf(access: CallAccess): RequiredRole {
  if (access === SIGNED_IN) return 'signed-in';
  if (access.roles.includes('patrol')) return 'patrol';
  return access.roles.includes('admin') ? 'staff' : 'superadmin';
}

/** The member roles an access admits (none: the call is about the caller's own account). */
export const memberRolesOf = (access: CallAccess): readonly string[] =>
  access === SIGNED_IN ? [] : access.roles;
