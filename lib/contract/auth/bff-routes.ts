import { routesOf } from '../define-endpoint';
import type { ResetPasswordFormBody, SessionInfo, SignInBody } from './bff';

const route = routesOf('auth');

/** The BFF routes of sign-in, session and password reset (plain data: see define-endpoint.ts). */
export const authBffRoutes = {
  getSession: route.get<SessionInfo>()('getSession', '/api/session', 'session'),
  signIn: route.post<{ redirectTo: string }, SignInBody>()('signIn', '/api/session', 'public'),
  signOut: route.delete<{ ok: true }>()('signOut', '/api/session', 'public'),
  forgotPassword: route.post<{ message: string }, { email: string }>()(
    'forgotPassword',
    '/api/password/forgot',
    'public',
  ),
  resetPassword: route.post<{ message: string }, ResetPasswordFormBody>()(
    'resetPassword',
    '/api/password/reset',
    'public',
  ),
};
