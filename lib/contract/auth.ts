import { z } from 'zod';
import { defineCall, isoDate, okBody, UNSAFE_TEXT, UNSAFE_TEXT_MESSAGE } from './define-call';

/** sessionToken sent with the dashboard login: prefix web_ plus a random id (spec 1 §7). */
export const sessionToken = z.string().regex(/^web_[A-Za-z0-9-]{8,}$/, {
  message: 'sessionToken must be web_ followed by a random id.',
});

/**
 * The longest password a sign-in or reset takes: a longer one is refused (400) before anything is
 * hashed, so a huge password costs no hashing time (the team calls' PASSWORD_MAX_LENGTH is the
 * same 128).
 */
const SIGN_IN_PASSWORD_MAX = 128;
const SIGN_IN_PASSWORD_TOO_LONG = `Passwords are at most ${SIGN_IN_PASSWORD_MAX} characters.`;

export const loginBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email is required.' })
    .max(254, { message: 'Email addresses are at most 254 characters.' })
    .refine((v) => !UNSAFE_TEXT.test(v), { message: UNSAFE_TEXT_MESSAGE }),
  password: z
    .string()
    .min(1, { message: 'Password is required.' })
    .max(SIGN_IN_PASSWORD_MAX, { message: SIGN_IN_PASSWORD_TOO_LONG }),
  sessionToken,
});
export type LoginBody = z.infer<typeof loginBody>;

/** The signed-in user, as GET /api/v1/dashboard/login returns it. */
export const dashboardUser = z.object({
  uuid: z.string(),
  fullname: z.string(),
  email: z.string(),
  /** Parking-only accounts see only Parking Meters and Permits (spec 1 §1, §6). */
  isParkingOnly: z.boolean(),
  isSuperAdmin: z.boolean(),
});
export type DashboardUser = z.infer<typeof dashboardUser>;

export const loginResponse = dashboardUser.extend({
  jwtToken: z.string(),
  /** When the provider JWT expires. */
  expiresAt: isoDate,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const sendResetEmailBody = z.object({
  email: z
    .string()
    .trim()
    .max(254, { message: 'Email addresses are at most 254 characters.' })
    .refine((v) => !UNSAFE_TEXT.test(v), { message: UNSAFE_TEXT_MESSAGE }),
});

/** The stricter password rule (spec 1 §5): 8+ chars, lower, upper, digit, one of @$!%*?&, only those. */
export const strongPassword = z
  .string()
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, {
    message: 'Your password is missing one or more of the following criteria listed below.',
  });

export const resetPasswordBody = z.object({
  resetCode: z.string().min(1, { message: 'The reset code is missing.' }),
  newPassword: strongPassword.max(SIGN_IN_PASSWORD_MAX, { message: SIGN_IN_PASSWORD_TOO_LONG }),
});

export const subscription = z.object({
  orgName: z.string(),
  paidSeatCount: z.number().int(),
  subEndDate: isoDate.nullable(),
  trialDaysLeft: z.number().int(),
  trialEndDate: isoDate.nullable(),
  isActive: z.boolean(),
  type: z.enum(['trial', 'paid']),
});
export type Subscription = z.infer<typeof subscription>;

export const login = defineCall({
  id: 'login',
  area: 'auth',
  method: 'POST',
  path: '/api/v1/dashboard/login',
  summary: 'Dashboard sign-in; answers a signed provider JWT.',
  auth: false,
  body: loginBody,
  response: loginResponse,
  errors: {
    400: 'Body invalid, or a password over 128 characters (refused before it is hashed).',
    401: 'Unknown e-mail or wrong password.',
    403: 'The account has no admin dashboard access (standard patrol).',
    429: 'Too many failed sign-ins for this account or from this address; Retry-After says when to try again (the right password is refused too until then).',
  },
});

export const currentUser = defineCall({
  id: 'currentUser',
  area: 'auth',
  method: 'GET',
  path: '/api/v1/dashboard/login',
  summary: 'The user the bearer token belongs to.',
  auth: true,
  response: dashboardUser,
  errors: { 401: 'Missing, invalid or expired token.' },
});

export const sendResetEmail = defineCall({
  id: 'sendResetEmail',
  area: 'auth',
  method: 'POST',
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

export const resetPasswordWeb = defineCall({
  id: 'resetPasswordWeb',
  area: 'auth',
  method: 'POST',
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

export const getSubscription = defineCall({
  id: 'getSubscription',
  area: 'auth',
  method: 'GET',
  path: '/api/v1/subscription',
  summary: 'Subscription and trial state of an organisation.',
  auth: true,
  query: z.object({ entityuuid: z.uuid() }),
  response: subscription,
  errors: {
    403: 'The user does not belong to the organisation.',
    404: 'No such organisation.',
  },
});

export const logout = defineCall({
  id: 'logout',
  area: 'auth',
  method: 'POST',
  path: '/api/v1/dashboard/logout',
  summary: 'Ends the session of the bearer token; the token is refused from then on.',
  auth: true,
  response: okBody,
  errors: { 401: 'Missing, invalid or expired token.' },
});

/** One mail of the provider's outbox, as the development outbox call returns it. */
export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: isoDate,
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const devOutbox = defineCall({
  id: 'devOutbox',
  area: 'dev',
  method: 'GET',
  path: '/api/v1/dev/outbox',
  summary:
    'Development and tests only (provider env PROVIDER_EXPOSE_OUTBOX=1): the newest mails of the outbox, newest first, optionally for one address.',
  auth: false,
  query: z.object({ to: z.string().trim().optional() }),
  response: z.object({ mails: z.array(outboxMail) }),
  errors: { 404: 'The outbox is not exposed.' },
});
