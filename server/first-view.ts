import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { timezone } from '@/lib/contract';
import type { FirstViewData, FirstViewError } from '@/lib/hooks/first-view-data';
import { TZ_COOKIE } from '@/lib/hooks/tz-cookie';
import { handleBffRequest } from '@/server/bff/app';
import { CLIENT_ADDRESS_HEADER } from '@/server/bff/client-ip';

/** Request headers a first view's in-process BFF call carries over from the page's request. */
const FORWARDED_HEADERS = [
  'cookie',
  'host',
  'user-agent',
  'x-forwarded-host',
  'x-forwarded-proto',
  CLIENT_ADDRESS_HEADER,
];

/**
 * The first view of a page, rendered on the server with its data and answered by the BFF itself
 * (DESIGN "First view on the server"): each key is a GET route's URL as the screen's hook builds
 * it (`endpointUrl(route, params, query)`, the key of `useEndpoint(route, { params, query })`),
 * asked of the BFF router in-process with the page request's cookies and client address, so its
 * guards, parsing, refusal texts and handler are the route's own and nothing of them is repeated
 * in the page. A 200 is the hook's fallback data (the browser still revalidates), any other
 * answer the hook's error, so the screen shows the same state (not found, refused, provider down)
 * as when the browser fetched it. A session that has ended leaves for /login and a session
 * without an organisation for /orgs, as the proxy would. A null key (a view the page does not
 * load first) is skipped.
 *
 *   const view = await bffFirstView(endpointUrl(listsBffRoutes.getList, { uuid }));
 *   return <FirstView value={view}><ListScreen uuid={uuid} /></FirstView>;
 */
export async function bffFirstView(...keys: (string | null)[]): Promise<FirstViewData> {
  const incoming = await headers();
  const forwarded = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) forwarded.set(name, value);
  }
  const origin = `http://${incoming.get('host') ?? 'first-view.internal'}`;
  const fallback: Record<string, unknown> = {};
  const errors: Record<string, FirstViewError> = {};
  await Promise.all(
    keys
      .filter((key): key is string => key !== null)
      .map(async (key) => {
        const res = await handleBffRequest(
          new Request(new URL(key, origin), { headers: forwarded }),
        );
        if (res.ok) {
          fallback[key] = await res.json();
          return;
        }
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        if (res.status === 401 && error.code === 'UNAUTHENTICATED') redirect('/login');
        if (res.status === 409 && error.code === 'NO_ORGANISATION_SELECTED') redirect('/orgs');
        errors[key] = { status: res.status, code: error.code, message: error.message };
      }),
  );
  return { fallback, errors };
}

/** The props Next gives a page. */
export interface PageProps {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A page's searchParams as URLSearchParams (the first value of a repeated name). */
export function searchParamsOf(
  record: Record<string, string | string[] | undefined>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/**
 * The browser's time zone as its last visit told it (the TZ_COOKIE cookie), null when unknown or
 * not a zone: a first view counted or dated in the browser's zone is rendered on the server only
 * when the server knows that zone, so the browser hydrates exactly what the server rendered.
 */
export async function requestTimeZone(): Promise<string | null> {
  const value = (await cookies()).get(TZ_COOKIE)?.value;
  const parsed = timezone.safeParse(value);
  return parsed.success ? parsed.data : null;
}
