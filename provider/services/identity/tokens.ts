import { createHmac, timingSafeEqual } from 'node:crypto';
import { sign } from 'hono/jwt';
import type { JWTPayload } from 'hono/utils/jwt/types';
import { fail } from '../../http/errors';

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

const b64urlJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString());

/**
 * Verifies an HS256 provider JWT (signature, then expiry and not-before) and returns its claims;
 * any failure is 401 UNAUTHENTICATED. Runs on every provider call, so it uses node:crypto's HMAC
 * directly (synchronous, microseconds) rather than importing a WebCrypto key per call.
 */
export async function verifyProviderJwt(token: string): Promise<JWTPayload> {
  const secret = jwtSecret();
  const parts = token.split('.');
  if (parts.length !== 3) throw fail.unauthenticated();
  const [header, payload, signature] = parts;
  try {
    const alg = (b64urlJson(header) as { alg?: unknown } | null)?.alg;
    if (alg !== 'HS256') throw fail.unauthenticated();
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw fail.unauthenticated();
    }
    const claims = b64urlJson(payload) as JWTPayload | null;
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims !== 'object' || claims === null) throw fail.unauthenticated();
    if (typeof claims.exp !== 'number' || claims.exp <= now) throw fail.unauthenticated();
    if (typeof claims.nbf === 'number' && claims.nbf > now) throw fail.unauthenticated();
    return claims;
  } catch {
    throw fail.unauthenticated();
  }
}
