import 'server-only';

/**
 * The client's address: the last X-Forwarded-For entry, which is the one the nearest hop added
 * (Next itself fills the header from the socket when it is absent; a reverse proxy appends).
 * A client can still put its own value there when no proxy is in front, so limits that use the
 * address are paired with limits on the account alone.
 */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || req.headers.get('x-real-ip') || 'local';
}
