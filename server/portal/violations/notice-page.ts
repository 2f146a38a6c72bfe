import 'server-only';
import { redirect } from 'next/navigation';
import { portalTheme, type PortalTheme } from '@/components/portal/customer/theme';
import type { CitationNotice, ViolationPortal } from '@/lib/contract';
import { plateOfNoticeKey } from './notice-token';
import { readNotice, readViolationPortal } from './violation-data';

type Search = Record<string, string | string[] | undefined>;

/** The look-up a private portal's bare notice link leads to (the page says why). */
export const PRIVATE_LINK_QUERY = 'link';
export const privateLinkPath = (basePath: string) =>
  `${basePath}/citations?from=${PRIVATE_LINK_QUERY}`;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export type NoticePage =
  | {
      ok: true;
      portal: ViolationPortal;
      notice: CitationNotice;
      theme: PortalTheme;
      basePath: string;
      subdomain: string;
      /** The plate the look-up confirmed (from the sealed `k`), else ''. */
      plate: string;
      /** `?k=…` to carry to the notice's other pages ('' without one). */
      keyQuery: string;
      /** The sealed key itself, for the notice's photos ('' without one). */
      noticeKey: string;
    }
  | { ok: false; message: string };

/** What every notice page reads: the portal, the notice (with the sealed plate when given). */
export async function readNoticePage(
  rawSubdomain: string,
  id: string,
  search: Search,
): Promise<NoticePage> {
  const rawKey = first(search.k);
  const plate = await plateOfNoticeKey(rawKey, rawSubdomain, id);
  const portal = await readViolationPortal(rawSubdomain);
  if (!portal.ok) return { ok: false, message: portal.message };
  // A private portal opens notices only by look-up: a bare link lands there, saying so.
  if (portal.data.isPrivate && !plate) redirect(privateLinkPath(portal.basePath));
  const notice = await readNotice(rawSubdomain, id, plate);
  if (!notice.ok) return { ok: false, message: notice.message };
  return {
    ok: true,
    portal: portal.data,
    notice: notice.data,
    theme: portalTheme(portal.data.brand),
    basePath: notice.basePath,
    subdomain: notice.subdomain,
    plate: plate ?? '',
    keyQuery: plate && rawKey ? `?k=${encodeURIComponent(rawKey)}` : '',
    noticeKey: plate && rawKey ? rawKey : '',
  };
}
