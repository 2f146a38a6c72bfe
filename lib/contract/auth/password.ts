import { z } from 'zod';
import { callsOf, okBody } from '../define-call';
import { emailText, tokenText } from '../text';

/**
 * The longest password a sign-in or reset takes: a longer one is refused (400) before anything is
 * hashed, so a huge password costs no hashing time (the team calls' PASSWORD_MAX_LENGTH is the
 * same 128).
 */
export const SIGN_IN_PASSWORD_MAX = 128;

export const SIGN_IN_PASSWORD_TOO_LONG = `Passwords are at most ${SIGN_IN_PASSWORD_MAX} characters.`;

export const sendResetEmailBody = z.object({
  email: emailText(),
});

/** The stricter password rule (spec 1 §5): 8+ chars, lower, upper, digit, one of @$!%*?&, only those. */
export const strongPassword = z
  .string()
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, {
    message: 'Your password is missing one or more of the following criteria listed below.',
  });

export const resetPasswordBody = z.object({
  resetCode: tokenText('The reset code').min(1, { message: 'The reset code is missing.' }),
  newPassword: strongPassword.max(SIGN_IN_PASSWORD_MAX, { message: SIGN_IN_PASSWORD_TOO_LONG }),
});

const call = callsOf('auth');

export const sendResetEmail = call.post('sendResetEmail', {
  path: '/api/v1/auth/send_reset_email',
  summary:
    'Queues a reset link (code valid 30 minutes) in the mail outbox. Always answers ok, whether or not the account exists.',
  auth: false,
  body: sendResetEmailBody,
  response: okBody,
  errors: {
    429: 'Too many reset mails asked for this address or from this client; no mail is queued. Retry-After says when to try again.',
  },
});

export const resetPasswordWeb = call.post('resetPasswordWeb', {
  path: '/api/v1/auth/reset_password_web',
  summary: 'Sets a new password with a reset code; the code is single-use.',
  auth: false,
  body: resetPasswordBody,
  response: okBody,
  errors: {
    400: 'Weak password, or unknown, used or expired code.',
    429: 'Too many bad codes from this address; Retry-After says when to try again.',
  },
});
