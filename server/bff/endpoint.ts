import 'server-only';
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type {
  AnyRoute,
  BodyOf,
  EndpointAccess,
  EndpointDefinition,
  ResponseOf,
} from '@/lib/contract/define-endpoint';
import { messages } from '@/lib/messages';
import type { SessionToken } from '@/server/auth/session-token';
import type { ProviderClient } from '@/server/provider-client';
import { parseBody, parseParams, type BffContext, type BffEnv, type OrgCaller } from './context';
import { BffError, coreRefusals, withRefusals, type RefusalTable } from './errors';
import { requireOrg, requireSession } from './guards';
import { parseQuery } from './parse-query';

/**
 * One BFF endpoint, declared once (DESIGN "One declaration per endpoint"): the route of the
 * area's zod-free table (lib/contract/<area>/bff-routes.ts: path, method, who may call) with its
 * schemas, the statuses it documents, the catalogue texts of its provider refusals, and the
 * handler. The wrapper applies the guards of the route's `access`, parses params, query and body
 * with the schemas (400 with the schema's text), puts the area's and the endpoint's refusal texts
 * on the request, and answers what the handler returns as JSON with the route's status. The same
 * definition feeds the OpenAPI document and the fuzz suite (server/bff/endpoints.ts), and the
 * first view of a page calls it through the router (server/first-view.ts).
 *
 *   endpoint(listsBffRoutes.renameList, {
 *     summary: 'Renames a list.',
 *     params: listParam,
 *     body: updateListBody,
 *     response: plateList,
 *     handler: ({ caller, params, body }) => renameList(caller, params.uuid, body.name),
 *   });
 */

/** Who calls, as the route's access has checked them. */
export interface PublicCaller {
  /** The provider client bound to the client's address, without a token. */
  readonly provider: ProviderClient;
}
export interface SessionCaller extends PublicCaller {
  readonly session: SessionToken;
}
export type CallerOf<A extends EndpointAccess> = A extends 'org'
  ? OrgCaller
  : A extends 'session'
    ? SessionCaller & { readonly provider: ProviderClient }
    : PublicCaller;

type AccessOf<R> = R extends { access: infer A extends EndpointAccess } ? A : EndpointAccess;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the checked caller and the parsed input. */
export interface EndpointInput<R extends AnyRoute, P, Q, B> {
  caller: CallerOf<AccessOf<R>>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The request's context, for what the input does not hold (a streamed body, the signal). */
  c: BffContext;
}

/** The 404 of a path whose parameters name nothing. */
export interface NotFound {
  code: string;
  message: string;
}

/** The usual such 404: 'NOT_FOUND' with the catalogue's not-found text. */
export const NOTHING_THERE: NotFound = { code: 'NOT_FOUND', message: messages.notFound };

export interface EndpointSpec<
  R extends AnyRoute,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> {
  /** What the route does (the OpenAPI summary), when the route table leaves it out. */
  summary?: string;
  params?: P;
  query?: Q;
  /** A JSON body; a route whose body is not JSON (bodyMediaType) reads `c.req.raw` itself. */
  body?: B & z.ZodType<unknown, BodyOf<R>>;
  /**
   * The answer to a body that does not fit `body` (one that is not JSON fails as null), when it
   * is not 400 with the first issue's text: sign-in and forgot-password answer with the spec's
   * own texts and statuses (spec 1 §8).
   */
  invalidBody?: (error: z.ZodError) => Response;
  /** The 200 answer's schema (absent: any JSON; ignored when the route sets mediaTypes). */
  response?: z.ZodType<ResponseOf<R>>;
  /** Statuses the route documents besides the ones every route of its kind answers. */
  errors?: Record<number, string>;
  /** The body of those statuses when it is not the error body (the health check). */
  errorResponse?: z.ZodType;
  /** This endpoint's own catalogue texts for provider refusals, over its area's. */
  refusals?: RefusalTable;
  /**
   * Path parameters that do not parse name nothing: this 404 instead of the 400 with the
   * schema's text (a permit type, a permit holder or business account that cannot exist), or a
   * 404 per parameter name (a meter's and a rate's own texts).
   */
  notFound?: NotFound | Readonly<Record<string, NotFound>>;
  /** The answer: data sent as JSON with the route's status, or a Response of its own. */
  handler: (
    input: EndpointInput<R, P, Q, B>,
  ) => Promise<ResponseOf<R> | Response> | ResponseOf<R> | Response;
}

/** A declared endpoint: its documentation and what mounts it. */
export interface Endpoint extends EndpointDefinition {
  /** The guards and the handler, for the router. */
  readonly serve: [...MiddlewareHandler<BffEnv>[], Handler<BffEnv>];
  /** Puts an area's (or a group's) refusal texts under this endpoint's own (bffArea does). */
  within(refusals: RefusalTable): Endpoint;
}

/**
 * The path parameters parsed with the endpoint's schema (see EndpointSpec.notFound: one 404, or
 * a 404 per parameter name, the first parameter that does not fit answering).
 */
function paramsOf(
  c: BffContext,
  schema: z.ZodType,
  notFound?: EndpointSpec<AnyRoute, undefined, undefined, undefined>['notFound'],
): unknown {
  if (!notFound) return parseParams(c, schema);
  const parsed = schema.safeParse(c.req.param());
  if (parsed.success) return parsed.data;
  const refusal = isNotFound(notFound)
    ? notFound
    : (notFound[String(parsed.error.issues[0]?.path[0])] ?? NOTHING_THERE);
  throw new BffError(404, refusal.code, refusal.message);
}

const isNotFound = (value: object): value is NotFound =>
  typeof (value as Partial<NotFound>).code === 'string';

const guardsOf: Record<EndpointAccess, MiddlewareHandler<BffEnv>[]> = {
  public: [],
  session: [requireSession],
  org: [requireSession, requireOrg],
};

function callerOf(c: BffContext, access: EndpointAccess): unknown {
  if (access === 'org') return c.var.caller;
  if (access === 'session') return { provider: c.var.provider, session: c.var.session };
  return { provider: c.var.provider };
}

export function endpoint<
  R extends AnyRoute,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: R, spec: EndpointSpec<R, P, Q, B>): Endpoint {
  const summary = spec.summary ?? route.summary;
  if (!summary) throw new Error(`${route.id}: the endpoint has no summary`);
  /** `layers`: the refusal tables of the groups and area around it, outermost first. */
  const build = (layers: RefusalTable[]): Endpoint => {
    const refusals = [...layers, spec.refusals ?? {}].reduce(withRefusals, coreRefusals);
    const handle: Handler<BffEnv> = async (c) => {
      c.set('refusals', refusals);
      const params = spec.params ? paramsOf(c, spec.params, spec.notFound) : undefined;
      const query = spec.query ? parseQuery(c, spec.query) : undefined;
      let body: unknown;
      if (spec.body && !route.bodyMediaType) {
        if (!spec.invalidBody) body = await parseBody(c, spec.body);
        else {
          const parsed = spec.body.safeParse(await c.req.json().catch(() => null));
          if (!parsed.success) return spec.invalidBody(parsed.error);
          body = parsed.data;
        }
      }
      const caller = callerOf(c, route.access);
      const input = { caller, params, query, body, c } as EndpointInput<R, P, Q, B>;
      const answer = await spec.handler(input);
      if (answer instanceof Response) return answer;
      return c.json(answer as object, (route.status ?? 200) as 200);
    };
    return {
      ...route,
      summary,
      params: spec.params,
      query: spec.query,
      body: spec.body,
      response: spec.response,
      errors: spec.errors,
      errorResponse: spec.errorResponse,
      serve: [...guardsOf[route.access], handle],
      within: (outer) => build([outer, ...layers]),
    };
  };
  return build([]);
}

/**
 * An area (or a group of it) of the BFF: its endpoints, with its refusal texts under each
 * endpoint's own and over the core's (an area of groups: the area's under the groups').
 */
export function bffArea(refusals: RefusalTable, ...groups: Endpoint[][]): Endpoint[] {
  return groups.flat().map((e) => e.within(refusals));
}

/** Mounts endpoints on the BFF (based at /api) in the order given (a fixed path before a `:param`). */
export function mountEndpoints(app: Hono<BffEnv>, endpoints: Endpoint[]): void {
  for (const e of endpoints) {
    if (!e.path.startsWith('/api/')) throw new Error(`${e.id}: ${e.path} is not under /api`);
    app.on(e.method, [e.path.slice('/api'.length)], ...e.serve);
  }
}
