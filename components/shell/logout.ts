import { callEndpoint, browserNavigation } from '@/lib/fetcher';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { closeLiveAlerts } from '@/lib/hooks/use-live-alerts';

/**
 * Ends the session (DELETE /api/session) and loads /login afresh, whatever the answer. The live
 * alerts' stream closes first (the server would end it at its next poll anyway).
 */
export async function logout(): Promise<void> {
  closeLiveAlerts();
  try {
    await callEndpoint(authBffRoutes.signOut);
  } catch {
    // The session cookie is the server's to clear; the login page is the way out either way.
  }
  browserNavigation.assign('/login');
}
