/** Sign-in, password reset and the session (spec 1 §8). */
export const identityMessages = {
  loginForbidden:
    'This user account is unauthorized for admin dashboard access. For more help contact your team superadmin or support',
  loginFailed: 'Username or password is incorrect. For more help contact support',
  loginRateLimited: 'Too many failed sign-in attempts. Please wait up to 15 minutes and try again.',
  forgotPassword:
    'If the email account exists, we will send a reset link. The link will expire in 30 minutes.',
  resetFailed: 'As issue occurred while trying to save your password. Please try again.',
  resetSuccess: 'You password has been successfully reset.',
  resetEmpty: 'Please input a new password.',
  resetMismatch: 'Your passwords do not match.',
  resetWeak: 'Your password is missing one or more of the following criteria listed below.',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;
