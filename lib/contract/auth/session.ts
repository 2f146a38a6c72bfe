import { z } from 'zod';
import { callsOf, isoDate, okBody } from '../define-call';
import { emailText, passwordText } from '../text';
import { SIGN_IN_PASSWORD_MAX, SIGN_IN_PASSWORD_TOO_LONG } from './password';

/** sessionToken sent with the dashboard login: prefix web_ plus a random id (spec 1 §7). */
export const sessionToken = z
  .string()
  .max(200)
  .regex(/^web_[A-Za-z0-9-]{8,}$/, {
    message: 'sessionToken must be web_ followed by a random id.',
  });

export const loginBody = z.object({
  email: emailText().min(1, { message: 'Email is required.' }),
  password: passwordText({ max: SIGN_IN_PASSWORD_MAX, tooLong: SIGN_IN_PASSWORD_TOO_LONG }).min(1, {
    message: 'Password is required.',
  }),
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

const call = callsOf('auth');

export const login = call.post('login', {
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

export const currentUser = call.get('currentUser', {
  path: '/api/v1/dashboard/login',
  summary: 'The user the bearer token belongs to.',
  response: dashboardUser,
  errors: { 401: 'Missing, invalid or expired token.' },
});

export const logout = call.post('logout', {
  path: '/api/v1/dashboard/logout',
  summary: 'Ends the session of the bearer token; the token is refused from then on.',
  response: okBody,
  errors: { 401: 'Missing, invalid or expired token.' },
});
