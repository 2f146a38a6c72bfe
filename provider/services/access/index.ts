export { auditTrailView, recordAudit } from './audit';
export { requireMember, requireScanAdmin } from './entity-access';
export { DASHBOARD_ROLES, isSuperAdmin, membershipsOf, requireMembership } from './memberships';
export { LIMITS, limitAttempt, withPasswordLimit } from './rate-limit';
