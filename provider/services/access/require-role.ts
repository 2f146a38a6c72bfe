import { and, eq, sql } from 'drizzle-orm';
import {
  memberRoles,
  memberships,
  organisations,
  type MemberRoleValue,
  type MembershipRow,
  type OrganisationRow,
} from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { requireActiveSubscription } from './subscription';
import { privacyMessages } from '../../../lib/messages/privacy';

/**
 * Who may do something in an organisation: the member roles allowed, and how a refusal reads.
 * Every organisation-scoped check of the provider is `requireRole(db, user, entity, ROLES.x)`; a
 * new kind of staff (officers, appeal reviewers, meter staff) is a new set here, not a new check.
 * Which call needs which set is the role table (role-table.ts).
 */
export interface RoleSet {
  roles: readonly MemberRoleValue[];
  /** The 403 for an active member without one of the roles. */
  refusal: () => ApiError;
  /** The 403 for a non-member (default: the role refusal). */
  notMember?: () => ApiError;
  /**
   * 'active': the organisation's subscription must be active (402 SUBSCRIPTION_INACTIVE), checked
   * after the roles; 'any': not checked (organisation settings, billing, the patrol app's upload).
   */
  subscription: 'active' | 'any';
  /** An unknown organisation: 403 like a non-member (ids are not probed) or 404 NOT_FOUND. */
  unknownOrganisation: 'forbidden' | 'notFound';
}

/** Administrators and super administrators: the roles that may open the dashboard. */
const ADMIN_ROLES = ['superadmin', 'admin'] as const satisfies MemberRoleValue[];

const forbidden = (message: string) => () => fail.forbidden(message);
const notAMember = forbidden('Not a member of the organisation.');

/** The named role sets. */
export const ROLES = {
  /**
   * An active member of any role, patrols included: only the patrol app's calls (scan upload,
   * citation issue and the reads they need; see role-table.ts). Everything else is `admin` or
   * stricter.
   */
  member: {
    roles: memberRoles,
    refusal: notAMember,
    subscription: 'active',
    unknownOrganisation: 'forbidden',
  },
  /** Deletes, plate corrections and list changes: an administrator or super administrator. */
  admin: {
    roles: ADMIN_ROLES,
    refusal: forbidden('Only administrators of the organisation may do this.'),
    notMember: notAMember,
    subscription: 'active',
    unknownOrganisation: 'forbidden',
  },
  /** Managing the team: an administrator or super administrator. */
  teamAdmin: {
    roles: ADMIN_ROLES,
    refusal: forbidden('Only administrators of the organisation may manage its team.'),
    subscription: 'active',
    unknownOrganisation: 'notFound',
  },
  /** Renaming the organisation: administrators, any subscription. */
  orgAdmin: {
    roles: ADMIN_ROLES,
    refusal: forbidden('Only administrators of the organisation may rename it.'),
    subscription: 'any',
    unknownOrganisation: 'notFound',
  },
  /** Deleting the organisation: its super administrators, any subscription. */
  orgOwner: {
    roles: ['superadmin'],
    refusal: forbidden('Only super administrators may delete organisations.'),
    subscription: 'any',
    unknownOrganisation: 'notFound',
  },
  /** Billing settings: super administrators of the organisation only (spec 1 §6). */
  billing: {
    roles: ['superadmin'],
    refusal: () =>
      new ApiError(
        403,
        'BILLING_DENIED',
        'Only super administrators of the organisation may use billing settings.',
      ),
    subscription: 'any',
    unknownOrganisation: 'notFound',
  },
  /** The audit log: super administrators of the organisation, any subscription (issue 30). */
  auditor: {
    roles: ['superadmin'],
    refusal: forbidden('Only super administrators of the organisation may read its audit log.'),
    subscription: 'any',
    unknownOrganisation: 'notFound',
  },
  /**
   * A person's data on request (issue 30 item 5): super administrators of the organisation only,
   * any subscription (the law asks for the answer whether or not the organisation still pays).
   */
  dataRequests: {
    roles: ['superadmin'],
    refusal: forbidden(privacyMessages.dataRequestDenied),
    notMember: notAMember,
    subscription: 'any',
    unknownOrganisation: 'forbidden',
  },
  /** Privacy settings (retention per kind of data): super administrators, any subscription. */
  privacy: {
    roles: ['superadmin'],
    refusal: () =>
      new ApiError(
        403,
        'PRIVACY_DENIED',
        'Only super administrators of the organisation may change privacy settings.',
      ),
    subscription: 'any',
    unknownOrganisation: 'notFound',
  },
  /** Any active member, any subscription (the subscription call itself). */
  anyMember: {
    roles: memberRoles,
    refusal: () => fail.forbidden(),
    subscription: 'any',
    unknownOrganisation: 'notFound',
  },
} as const satisfies Record<string, RoleSet>;

/** The roles that may open the dashboard (sign-in, the organisation list, account admins). */
export const DASHBOARD_ROLES = ADMIN_ROLES;

const activeMembershipStatement = preparedStatement('active_membership', (db, name) =>
  db
    .select({ membership: memberships, org: organisations })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.uuid, memberships.entityUuid))
    .where(
      and(
        eq(memberships.entityUuid, sql.placeholder('entity')),
        eq(memberships.userUuid, sql.placeholder('user')),
        eq(memberships.isActive, true),
      ),
    )
    .prepare(name),
);

export interface RoleOptions {
  /** Overrides the set's subscription rule ('any': the patrol app's scan upload). */
  subscription?: 'active' | 'any';
  /**
   * The membership this request has already read (the role table's check before the handler):
   * when it is this user's in this organisation, the set's checks run on it instead of reading
   * the same row again. Anything else is read as usual.
   */
  read?: { org: OrganisationRow; membership: MembershipRow };
}

/**
 * The organisation and the caller's active membership in it with one of the set's roles; else the
 * set's refusal (403), 404 for an unknown organisation where the set says so, and 402 when the set
 * needs an active subscription and the organisation's has ended.
 */
export async function requireRole(
  db: DbOrTx,
  user: string | { uuid: string },
  entityUuid: string,
  set: RoleSet,
  options: RoleOptions = {},
): Promise<{ org: OrganisationRow; membership: MembershipRow }> {
  const userUuid = typeof user === 'string' ? user : user.uuid;
  const read = options.read;
  const [row] =
    read &&
    read.membership.entityUuid === entityUuid &&
    read.membership.userUuid === userUuid &&
    read.membership.isActive &&
    read.org.uuid === entityUuid
      ? [read]
      : ((await activeMembershipStatement(db).execute({
          entity: entityUuid,
          user: userUuid,
        })) as Array<{ membership: MembershipRow; org: OrganisationRow }>);
  if (!row) {
    if (set.unknownOrganisation === 'notFound') {
      const [org] = await db
        .select({ uuid: organisations.uuid })
        .from(organisations)
        .where(eq(organisations.uuid, entityUuid));
      if (!org) throw fail.notFound('No such organisation.');
    }
    throw (set.notMember ?? set.refusal)();
  }
  if (!set.roles.includes(row.membership.role)) throw set.refusal();
  if ((options.subscription ?? set.subscription) === 'active') requireActiveSubscription(row.org);
  return row;
}
