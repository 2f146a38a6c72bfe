export { auditTrailView, recordAudit } from './audit';
export { isSuperAdmin, membershipsOf } from './memberships';
export { DASHBOARD_ROLES, requireRole, ROLES } from './require-role';
export type { RoleOptions, RoleSet } from './require-role';
export { requireCallAccess, type CallAccessResult } from './call-access';
export {
  accessOf,
  memberRolesOf,
  requiredRoleOf,
  ROLE_TABLE,
  SIGNED_IN,
  type CallAccess,
  type RequiredRole,
} from './role-table';
export {
  requireActiveSubscription,
  SUBSCRIPTION_INACTIVE,
  subscriptionInactive,
  subscriptionOf,
} from './subscription';
export { LIMITS, limitAttempt, withPasswordLimit } from './rate-limit';
