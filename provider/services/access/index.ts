export { auditTrailView, recordAudit } from './audit';
export { isSuperAdmin, membershipsOf } from './memberships';
export { DASHBOARD_ROLES, requireRole, ROLES } from './require-role';
export type { RoleOptions, RoleSet } from './require-role';
export { checkOrganisations, namesOrganisation, organisationsIn } from './call-access';
export {
  ACCOUNT_ADMIN,
  ANY_MEMBER,
  BILLING,
  memberRolesOf,
  ORG_ADMIN,
  ORG_OWNER,
  PATROL,
  PATROL_UPLOAD,
  PRIVACY,
  requiredRoleOf,
  SIGNED_IN,
  STAFF,
  TEAM,
  type Actor,
  type CallAccess,
  type OrgContext,
  type RequiredRole,
} from './role-table';
export {
  requireActiveSubscription,
  SUBSCRIPTION_INACTIVE,
  subscriptionInactive,
  subscriptionOf,
} from './subscription';
export { LIMITS, limitAttempt, withPasswordLimit } from './rate-limit';
