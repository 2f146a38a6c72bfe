export { auditTrailView, changedFields, recordAudit, recordOrgAudit } from './audit';
export { auditLogPageOf, auditPeopleOf } from './audit-log';
export { isSuperAdmin, membershipsOf } from './memberships';
export { DASHBOARD_ROLES, requireRole, ROLES } from './require-role';
export type { RoleOptions, RoleSet } from './require-role';
export { checkOrganisations, namesOrganisation, organisationsIn } from './call-access';
export {
  ACCOUNT_ADMIN,
  ANY_MEMBER,
  AUDITOR,
  BILLING,
  memberRolesOf,
  ORG_ADMIN,
  ORG_OWNER,
  DATA_REQUESTS,
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
export {
  LOOKUP_ACTION,
  lookupPolicyOf,
  lookupReasonOrRefuse,
  recordLookup,
  updateLookupPolicy,
  type LookupKind,
} from './lookups';
