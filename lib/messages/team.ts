import { SUPPORT_EMAIL } from './support';

/** Team management (spec 1 §8). */
export const teamMessages = {
  /** Add user: progress, success, failure; seat check 401 (spec 1 §8). */
  addUserProgress: 'Creating user..',
  addUserSuccess: 'User successfully added.',
  addUserFailed: `Email exists already or has been perviously deacitvated. For more help contact ${SUPPORT_EMAIL}.`,
  seatsMaxed:
    'You have maxed out your number of paid seats. Please contact sales to unlock more seats.',
  invitationGone: 'This invitation is no longer valid. Ask your administrator for a new one.',
  wrongPassword: 'The password is not the one of this account.',
  /** Settings → Audit log (issue 30): super administrators only. */
  auditLogDenied:
    'Only super administrators can read the audit log. Ask a super administrator of your organization.',
  auditLogFailed: 'The audit log could not be loaded. Please try again.',
} as const;
