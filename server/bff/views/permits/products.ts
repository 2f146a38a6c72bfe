import 'server-only';
import { headers } from 'next/headers';

/**
 * The origin a page was requested on. The permits area no longer uses it (its endpoints read
 * their request's headers); kept here for the meter pages and the violation portal's first view
 * until those areas list their first-view keys with bffFirstView.
 */
export async function pageOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? (host.startsWith('localhost') ? 'http' : 'https');
  return `${proto.split(',')[0].trim()}://${host.split(',')[0].trim()}`;
}
