import { sign, verify } from 'hono/jwt';
import type { JWTPayload } from 'hono/utils/jwt/types';
import { fail } from '../http/errors';

/** The HS256 key of provider JWTs (env PROVIDER_JWT_SECRET). */
export function jwtSecret(): string {
  const secret = process.env.PROVIDER_JWT_SECRET;
  if (!secret) {
    throw new Error(
      'PROVIDER_JWT_SECRET is not set: the provider cannot sign login tokens. Set it in the environment (npm start and npm run provider generate one in DATA_DIR/secrets.json).',
    );
  }
  return secret;
}

/** Signs a provider JWT: sub = user uuid, sid = session id. */
export function signProviderJwt(
  userUuid: string,
  sessionId: string,
  expiresAt: Date,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign(
    { sub: userUuid, sid: sessionId, iat, exp: Math.floor(expiresAt.getTime() / 1000) },
    jwtSecret(),
    'HS256',
  );
}

/** Verifies signature and expiry; any failure is 401 UNAUTHENTICATED. */
export async function verifyProviderJwt(token: string): Promise<JWTPayload> {
  const secret = jwtSecret();
  try {
    return await verify(token, secret, 'HS256');
  } catch {
    throw fail.unauthenticated();
  }
}
