import { apiFetch, browserNavigation } from '@/lib/fetcher';

/** Ends the session (DELETE /api/session) and loads /login afresh, whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/api/session', { method: 'DELETE' });
  } catch {
    // The session cookie is the server's to clear; the login page is the way out either way.
  }
  browserNavigation.assign('/login');
}
