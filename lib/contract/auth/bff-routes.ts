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
  }),
  signIn: bffRoute<{ redirectTo: string }, SignInBody>()({
    id: 'signIn',
    area: 'auth',
    method: 'POST',
    path: '/api/session',
    access: 'public',
  }),
  signOut: bffRoute<{ ok: true }>()({
    id: 'signOut',
    area: 'auth',
    method: 'DELETE',
    path: '/api/session',
    access: 'public',
  }),
  forgotPassword: bffRoute<{ message: string }, { email: string }>()({
    id: 'forgotPassword',
    area: 'auth',
    method: 'POST',
    path: '/api/password/forgot',
    access: 'public',
  }),
  resetPassword: bffRoute<{ message: string }, ResetPasswordFormBody>()({
    id: 'resetPassword',
    area: 'auth',
    method: 'POST',
    path: '/api/password/reset',
    access: 'public',
  }),
};
