import { createHmac, timingSafeEqual } from 'node:crypto';
import { sign } from 'hono/jwt';
import type { JWTPayload } from 'hono/utils/jwt/types';
import { fail } from '../../../platform/errors';

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

/** Tokens whose signature was verified, with the key and claims (a bounded memo). */
const verified = new Map<string, { secret: string; claims: JWTPayload }>();
const VERIFIED_MAX = 1000;

/** Expiry and not-before, checked on every call (a remembered token expires like every other). */
function inTime(claims: JWTPayload): boolean {
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) return false;
  return !(typeof claims.nbf === 'number' && claims.nbf > now);
}

/**
 * Verifies an HS256 provider JWT (signature, then expiry and not-before) and returns its claims;
 * any failure is 401 UNAUTHENTICATED. Runs on every provider call, so it uses node:crypto's HMAC
 * directly (synchronous, microseconds) rather than importing a WebCrypto key per call, and
 * remembers a token whose signature it checked with the current key: a signed-in user's next
 * calls skip the HMAC and the two decodes (expiry is still checked each time; the session's
 * revocation is the database's, per call).
 */
export async function verifyProviderJwt(token: string): Promise<JWTPayload> {
  const secret = jwtSecret();
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (!inTime(known.claims)) throw fail.unauthenticated();
    return known.claims;
  }
  const parts = token.split('.');
  if (parts.length !== 3) throw fail.unauthenticated();
  const [header, payload, signature] = parts;
  let claims: JWTPayload;
  try {
    const alg = (b64urlJson(header) as { alg?: unknown } | null)?.alg;
    if (alg !== 'HS256') throw fail.unauthenticated();
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw fail.unauthenticated();
    }
    const decoded = b64urlJson(payload) as JWTPayload | null;
    if (typeof decoded !== 'object' || decoded === null) throw fail.unauthenticated();
    claims = Object.freeze(decoded);
  } catch {
    throw fail.unauthenticated();
  }
  if (!inTime(claims)) throw fail.unauthenticated();
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(token, { secret, claims });
  return claims;
}
