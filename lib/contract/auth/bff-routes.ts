import { bffRoute } from '../define-endpoint';
import type { ResetPasswordFormBody, SessionInfo, SignInBody } from './bff';

/** The BFF routes of sign-in, session and password reset (plain data: see define-endpoint.ts). */
export const authBffRoutes = {
  getSession: bffRoute<SessionInfo>()({
    id: 'getSession',
    area: 'auth',
    method: 'GET',
    path: '/api/session',
    access: 'session',
    summary: 'The signed-in user and the chosen organisation.',
  }),
  signIn: bffRoute<{ redirectTo: string }, SignInBody>()({
    id: 'signIn',
    area: 'auth',
    method: 'POST',
    path: '/api/session',
    access: 'public',
    summary: 'Sign in with e-mail and password; sets the session cookie.',
  }),
  signOut: bffRoute<{ ok: true }>()({
    id: 'signOut',
    area: 'auth',
    method: 'DELETE',
    path: '/api/session',
    access: 'public',
    summary: 'Log out: revokes the session and clears its cookie.',
  }),
  forgotPassword: bffRoute<{ message: string }, { email: string }>()({
    id: 'forgotPassword',
    area: 'auth',
    method: 'POST',
    path: '/api/password/forgot',
    access: 'public',
    summary: 'Sends a reset e-mail; the same answer whether or not the account exists.',
  }),
  resetPassword: bffRoute<{ message: string }, ResetPasswordFormBody>()({
    id: 'resetPassword',
    area: 'auth',
    method: 'POST',
    path: '/api/password/reset',
    access: 'public',
    summary: 'Sets the new password with the reset code from the link.',
  }),
};
