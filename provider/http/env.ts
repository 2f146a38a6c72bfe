import type { UserRow } from '../db/schema';

/** The signed-in user and session, set by the auth middleware. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

/** Hono environment of the provider app. */
export interface ProviderEnv {
  Variables: { auth: AuthContext };
}
