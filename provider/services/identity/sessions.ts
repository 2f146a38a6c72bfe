import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { SESSION_HOURS } from '../constants';
import { signProviderJwt } from './tokens';

/** Creates a session row and its signed JWT (valid SESSION_HOURS). */
export async function openSession(db: DbOrTx, userUuid: string, sessionToken: string) {
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 60 * 60 * 1000);
  const [session] = await db
    .insert(sessions)
    .values({ userUuid, sessionToken, expiresAt })
    .returning({ id: sessions.id });
  const jwtToken = await signProviderJwt(userUuid, session.id, expiresAt);
  return { jwtToken, expiresAt, sessionId: session.id };
}

/** The session (not revoked, not expired) and its user, or null. */
const activeSessionStatement = preparedStatement('active_session', (db, name) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.uuid, sessions.userUuid))
    .where(
      and(
        eq(sessions.id, sql.placeholder('session')),
        eq(sessions.userUuid, sql.placeholder('user')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The session of a provider JWT with its user, if neither revoked nor expired (every call). */
export async function findActiveSession(
  db: DbOrTx,
  sessionId: string,
  userUuid: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await activeSessionStatement(db).execute({
    session: sessionId,
    user: userUuid,
    now: new Date().toISOString(),
  });
  return row ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user (after a password reset). */
export async function revokeUserSessions(db: DbOrTx, userUuid: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)));
}
