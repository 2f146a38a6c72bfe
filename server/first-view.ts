import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { timezone } from '@/lib/contract';
import type { FirstViewData, FirstViewError } from '@/lib/hooks/first-view-data';
import { TZ_COOKIE } from '@/lib/hooks/tz-cookie';
import { getSessionToken } from '@/server/auth/session';
import type { SessionToken } from '@/server/auth/session-token';
import { handleBffRequest } from '@/server/bff/app';
import { CLIENT_ADDRESS_HEADER, clientIp } from '@/server/bff/client-ip';
import { firstIssue, type OrgCaller } from '@/server/bff/context';
import { BffError, coreRefusals, type RefusalTable, toErrorResponse } from '@/server/bff/errors';
import { bindOrgProvider, bindProvider, type ProviderClient } from '@/server/provider-client';

/**
 * The first view of a screen, rendered on the server with its data (DESIGN "First view on the
 * server"). A page's server component calls the same loader its BFF route calls, in-process, and
 * hands the result to the screen's SWR hook as fallback data under the hook's own key:
 *
 *   const view = await firstView({ [scansKey(listView)]: (caller) => listScans(caller, query) });
 *   return <FirstView value={view}><ScansScreen /></FirstView>;
 *
 * Guards as the BFF's requireSession/requireOrg and redirects as middleware: no session → /login,
 * no organisation → /orgs; a provider 401 (session ended) → /login. Any other failure goes through
 * the BFF's one error mapper, with the area's refusal table as its BFF route has it, and reaches
 * the hook as its error, so the screen shows the same state (not found, refused, provider down)
 * as when the browser fetched it. The loaders get the same bound provider client as BFF
 * handlers (c.var.caller): the session's token, the organisation and the client's address.
 */

export type { OrgCaller };

/** A caller with a session but maybe no organisation (/orgs). */
export interface SessionCaller extends ProviderClient {
  readonly token: string;
  readonly session: SessionToken;
}

type Loaders<W> = Record<string, (who: W) => Promise<unknown>>;

async function run<W>(
  who: W,
  loaders: Loaders<W>,
  refusals: RefusalTable,
  signedIn = true,
): Promise<FirstViewData> {
  const fallback: Record<string, unknown> = {};
  const errors: Record<string, FirstViewError> = {};
  await Promise.all(
    Object.entries(loaders).map(async ([key, load]) => {
      try {
        fallback[key] = await load(who);
      } catch (error) {
        errors[key] = await mapFailure(error, refusals, signedIn);
      }
    }),
  );
  return { fallback, errors };
}

/** The BFF error mapper's answer for a failure; a refused session leaves the page as middleware would. */
async function mapFailure(
  error: unknown,
  refusals: RefusalTable,
  signedIn: boolean,
): Promise<FirstViewError> {
  if (isRedirect(error)) throw error;
  const res = toErrorResponse(error, refusals);
  const body = (await res.json()) as { error: { code: string; message: string } };
  if (signedIn && res.status === 401 && body.error.code === 'UNAUTHENTICATED') redirect('/login');
  if (signedIn && res.status === 409 && body.error.code === 'NO_ORGANISATION_SELECTED')
    redirect('/orgs');
  return { status: res.status, code: body.error.code, message: body.error.message };
}

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
 * The first view of a page, answered by the BFF itself (DESIGN "First view on the server"): each
 * key is a GET route's URL as the screen's hook builds it (`endpointKey(route, params, query)`),
 * asked of the BFF router in-process with the page request's cookies and client address, so its
 * guards, parsing, refusal texts and handler are the route's own and nothing of them is repeated
 * in the page. A 200 is the hook's fallback data, any other answer the hook's error; a session
 * that has ended leaves for /login and a session without an organisation for /orgs, as the proxy
 * would. A null key (a view the page does not load first) is skipped.
 *
 *   const view = await bffFirstView(endpointKey(listsBffRoutes.getList, { uuid }));
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

/** The client's address as the BFF resolves it (stamped on the incoming request's headers). */
async function clientIpOfPage(): Promise<string> {
  return clientIp(new Request('http://first-view.internal/', { headers: await headers() }));
}

function isRedirect(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'digest' in error &&
    typeof error.digest === 'string' &&
    error.digest.startsWith('NEXT_REDIRECT')
  );
}

/**
 * First view of an organisation's screen (the BFF's requireSession + requireOrg); `refusals` is
 * the area's refusal table (server/bff/routes/<area>/refusals.ts), as its BFF routes apply it.
 */
export async function firstView(
  loaders: Loaders<OrgCaller>,
  refusals: RefusalTable = coreRefusals,
): Promise<FirstViewData> {
  const session = await getSessionToken();
  if (!session) redirect('/login');
  if (!session.org) redirect('/orgs');
  const client = bindOrgProvider({
    token: session.providerJwt,
    entity: session.org.uuid,
    clientIp: await clientIpOfPage(),
  });
  return run({ ...client, session, org: session.org }, loaders, refusals);
}

/** First view of a screen that needs a session only (/orgs). */
export async function firstSessionView(
  loaders: Loaders<SessionCaller>,
  refusals: RefusalTable = coreRefusals,
): Promise<FirstViewData> {
  const session = await getSessionToken();
  if (!session) redirect('/login');
  const client = bindProvider({ token: session.providerJwt, clientIp: await clientIpOfPage() });
  return run({ ...client, token: session.providerJwt, session }, loaders, refusals);
}

/** First view of a public screen (share links): no session involved. */
export function firstPublicView(
  loaders: Loaders<undefined>,
  refusals: RefusalTable = coreRefusals,
): Promise<FirstViewData> {
  return run(undefined, loaders, refusals, false);
}

/** The query of an SWR key ('/api/scans?page=2' → { page: '2' }), as the BFF route reads it. */
export function queryOf(key: string): Record<string, string> {
  const at = key.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(key.slice(at + 1)));
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

/** Parses route input with the BFF route's schema: a 400 with the same text when it does not fit. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return parsed.data;
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
