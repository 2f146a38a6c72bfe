import { z } from 'zod';
import { emailText, passwordText, tokenText } from '../text';
import { SIGN_IN_PASSWORD_MAX, SIGN_IN_PASSWORD_TOO_LONG } from './password';
import { dashboardUser } from './session';

/**
 * Request and response bodies of the BFF (the dashboard's own /api routes). Forms validate with
 * the same schemas the handlers use. Every failure answers { error: { code, message } }.
 */

/** POST /api/session — sign in. Empty fields get the spec's credentials-error text. */
export const signInBody = z.object({
  email: emailText().min(1),
  password: passwordText({ max: SIGN_IN_PASSWORD_MAX, tooLong: SIGN_IN_PASSWORD_TOO_LONG }).min(1),
});

export type SignInBody = z.infer<typeof signInBody>;

/** The selected organisation as the session keeps it. */
export const sessionOrg = z.object({
  uuid: z.string(),
  name: z.string(),
  role: z.enum(['superadmin', 'admin', 'patrol']),
  isMailingEnabled: z.boolean(),
});

export type SessionOrg = z.infer<typeof sessionOrg>;

/** GET /api/session — what browser code may know of the session (never the provider JWT). */
export const sessionInfo = z.object({
  user: dashboardUser,
  org: sessionOrg.nullable(),
});

export type SessionInfo = z.infer<typeof sessionInfo>;

/** POST /api/password/forgot */
export const forgotPasswordBody = z.object({ email: emailText() });

/** POST /api/password/reset — the strength check is the provider's; the BFF checks presence. */
export const resetPasswordFormBody = z.object({
  resetCode: tokenText('The reset code').min(1),
  newPassword: passwordText({ max: SIGN_IN_PASSWORD_MAX, tooLong: SIGN_IN_PASSWORD_TOO_LONG }).min(
    1,
  ),
});

export type ResetPasswordFormBody = z.input<typeof resetPasswordFormBody>;
