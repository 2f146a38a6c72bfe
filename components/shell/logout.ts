import { callEndpoint, browserNavigation } from '@/lib/fetcher';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';

/** Ends the session (DELETE /api/session) and loads /login afresh, whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await callEndpoint(authBffRoutes.signOut);
  } catch {
    // The session cookie is the server's to clear; the login page is the way out either way.
  }
  browserNavigation.assign('/login');
}
