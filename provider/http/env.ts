import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';

/** The signed-in user and session, set by the auth middleware. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

/** Hono environment of the provider app. */
export interface ProviderEnv {
  /** `db`: the database the signed-in call's role is checked in (set with `auth`). */
  Variables: { auth: AuthContext; db: Db };
}
