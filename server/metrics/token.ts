import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** What a scrape may see: metrics off (no token configured), refused, or allowed. */
export type MetricsAccess = 'off' | 'refused' | 'allowed';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the configured token (`Bearer <token>`). Both sides are
 * hashed first, so the comparison takes the same time whatever the length or content given.
 */
export function metricsAccess(
  authorization: string | undefined,
  token: string | undefined,
): MetricsAccess {
  if (!token) return 'off';
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  if (!match) return 'refused';
  return timingSafeEqual(digest(match[1]), digest(token)) ? 'allowed' : 'refused';
}
