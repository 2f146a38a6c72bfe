import type { z } from 'zod';

/**
 * One route of the BFF (the dashboard's own /api), the BFF twin of a provider call (define-call.ts: callsOf): the route table's
 * half the browser imports (`routesOf`, in lib/contract/<area>/bff-routes.ts), plain data so a
 * first load carries no zod — id, area, method, path with `:param` placeholders, who may call,
 * media types — plus the TypeScript types of its answer, body and query. The browser builds the
 * URL and the SWR key from it (`endpointUrl`, `callEndpoint`, `useEndpoint`); the server declares
 * the endpoint on it once, with its schemas, refusals and handler (server/bff/endpoint.ts).
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, a signed-in user, or a signed-in user with an organisation chosen. */
export type EndpointAccess = 'public' | 'session' | 'org';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route path: `/api/lists/:uuid/plates` → `{ uuid: string }`. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** A query value; undefined, null and '' are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

export interface EndpointRoute<
  Path extends string = string,
  Res = unknown,
  Body = undefined,
  Query = undefined,
> {
  id: string;
  area: string;
  method: EndpointMethod;
  path: Path;
  access: EndpointAccess;
  /**
   * What the route does (the OpenAPI summary). A route table the browser imports may leave it to
   * the endpoint's declaration (server/bff/endpoint.ts), so the text stays out of the pages'
   * JavaScript; one of the two must give it.
   */
  summary?: string;
  /** Media types of the 200 answer when it is not JSON (CSV, PDF, images). */
  mediaTypes?: string[];
  /** The request body's media type when it is not JSON (the CSV upload). */
  bodyMediaType?: string;
  /** Status of a successful answer when it is not 200 (201 for creations). */
  status?: number;
  /** Types only, never set: what the route answers, takes as body and as query. */
  readonly types?: { response: Res; body: Body; query: Query };
}

/** What a route may add to its id, path and access. */
type RouteExtras = Pick<EndpointRoute, 'summary' | 'mediaTypes' | 'bodyMediaType' | 'status'>;

/** A route with its path parameters and access inferred while its types are given. */
type Declare<Res, Body, Query> = <const Path extends string, const Access extends EndpointAccess>(
  id: string,
  path: Path,
  access: Access,
  extras?: RouteExtras,
) => EndpointRoute<Path, Res, Body, Query> & { access: Access };

function declare<Res, Body, Query>(
  area: string,
  method: EndpointMethod,
): Declare<Res, Body, Query> {
  return (id, path, access, extras) => ({ id, area, method, path, access, ...extras });
}

/**
 * The route declarations of one area, one call each (curried so the path's parameters and the
 * access are inferred while the types are given; a GET takes no body):
 *
 *   const route = routesOf('lpr');
 *   listScans: route.get<ScanListResponse, ListQuery>()('bffListScans', '/api/scans', 'org'),
 *   addCitationLocation: route.post<CitationLocation, { name: string }>()(
 *     'addCitationLocation', '/api/citations/settings/locations', 'org', { status: 201 }),
 */
export function routesOf(area: string) {
  return {
    get: <Res, Query = undefined>() => declare<Res, undefined, Query>(area, 'GET'),
    post: <Res, Body = undefined, Query = undefined>() => declare<Res, Body, Query>(area, 'POST'),
    put: <Res, Body = undefined, Query = undefined>() => declare<Res, Body, Query>(area, 'PUT'),
    delete: <Res, Body = undefined, Query = undefined>() =>
      declare<Res, Body, Query>(area, 'DELETE'),
  };
}

/** What a provider call answers, for routes that hand it on unchanged. */
export type CallAnswer<C extends { response: z.ZodType }> = z.output<C['response']>;

export type AnyRoute = EndpointRoute<string, unknown, unknown, unknown>;
export type ResponseOf<R> =
  R extends EndpointRoute<string, infer Res, unknown, unknown> ? Res : never;
export type BodyOf<R> = R extends EndpointRoute<string, unknown, infer B, unknown> ? B : never;
export type QueryOf<R> = R extends EndpointRoute<string, unknown, unknown, infer Q> ? Q : never;
export type ParamsOf<R> =
  R extends EndpointRoute<infer P, unknown, unknown, unknown> ? PathParams<P> : never;

/** The URL of a route: path parameters filled in (encoded), query values appended in order. */
export function endpointUrl(
  route: AnyRoute,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.id}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** A route with its schemas and the statuses it documents besides the 2xx. */
export interface EndpointDefinition extends AnyRoute {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer's JSON schema (absent: any JSON; ignored when mediaTypes is set). */
  response?: z.ZodType;
  /** Statuses the route answers besides the ones every route of its kind does (see openapi). */
  errors?: Record<number, string>;
  /** The body of those statuses when it is not errorBody (the health check answers its report). */
  errorResponse?: z.ZodType;
}
