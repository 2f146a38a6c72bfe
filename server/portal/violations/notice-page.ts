import 'server-only';
import { portalTheme, type PortalTheme } from '@/components/portal/customer/theme';
import type { CitationNotice, ViolationPortal } from '@/lib/contract';
import { plateOfNoticeKey } from './notice-token';
import { readNotice, readViolationPortal } from './violation-data';

type Search = Record<string, string | string[] | undefined>;
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
  const [portal, notice] = await Promise.all([
    readViolationPortal(rawSubdomain),
    readNotice(rawSubdomain, id, plate),
  ]);
  if (!portal.ok) return { ok: false, message: portal.message };
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
