import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { ProviderEnv } from './env';
import { SIGNED_IN } from '../services/access';
import { isInProcess, payloadResponse } from './in-process';
import {
  checkedCaller,
  declareAccess,
  type InOrganisation,
  type RouteAccess,
  type SignedIn,
} from './route-access';
import {
  readInput,
  type Call,
  type RouteInput,
  type RouteOptions,
  type RouteResult,
} from './route-input';

/**
 * '/api/v1/dashboard/orgs/{id}/update' → '/api/v1/dashboard/orgs/:id/update'; a trailing slash is
 * dropped, as the app (strict: false, provider/app.ts) matches a request with or without one.
 */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');

function mount<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  middleware: MiddlewareHandler<ProviderEnv>[],
  options: RouteOptions,
  respond: (input: RouteInput<C>, c: Context<ProviderEnv>) => Promise<Response>,
) {
  const handler: MiddlewareHandler<ProviderEnv> = async (c) => {
    const input = await readInput(call, c, options);
    return respond({ ...input, c }, c);
  };
  const path = options.path ?? honoPath(call.path);
  for (const mw of middleware) app.on(call.method, path, mw);
  app.on(call.method, path, handler);
}

/**
 * A call's 200 answer: exactly the contract's shape (unknown keys dropped; a mismatch is a 500),
 * handed over as the object itself to the in-process client.
 */
export function jsonAnswer<C extends Call>(
  c: Context<ProviderEnv>,
  call: C,
  result: z.input<C['response']>,
): Response {
  const data = call.response.parse(result) as object;
  return isInProcess(c.req.raw) ? payloadResponse(data, 200) : c.json(data, 200);
}

function register<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  middleware: MiddlewareHandler<ProviderEnv>[],
  run: (input: RouteInput<C>) => RouteResult<C>,
  options: RouteOptions = {},
) {
  mount(app, call, middleware, options, async (input, c) => {
    return jsonAnswer(c, call, await run(input));
  });
}

/** Mounts a call that needs no bearer token (login, reset mail, reset password …). */
export function publicRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  handler: (input: RouteInput<C>) => RouteResult<C>,
  options?: RouteOptions,
) {
  if (call.auth) throw new Error(`${call.id} needs a bearer token; mount it with authedRoute`);
  register(app, call, [], handler, options);
}

/** Mounts a call about the caller's own account, behind the bearer-token middleware. */
export function signedInRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  handler: (input: RouteInput<C> & SignedIn) => RouteResult<C>,
  options: RouteOptions = {},
) {
  declareAccess(app, call, SIGNED_IN);
  mount(app, call, [auth], options, async (input, c) =>
    jsonAnswer(c, call, await handler({ ...input, auth: c.get('auth') })),
  );
}

/**
 * Mounts an organisation-scoped call behind the bearer token with the access it declares: the
 * route wrapper finds the organisation, checks the caller's role once (403/404/402 by the set),
 * and the handler gets the checked `ctx`.
 */
export function orgRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  access: Exclude<RouteAccess<C>, typeof SIGNED_IN>,
  handler: (input: RouteInput<C> & InOrganisation) => RouteResult<C>,
  options: RouteOptions = {},
) {
  declareAccess(app, call, access);
  mount(app, call, [auth], options, async (input, c) =>
    jsonAnswer(c, call, await handler(await checkedCaller(access, call, input, c))),
  );
}

/**
 * An organisation-scoped call whose answer is not JSON (images …): the handler builds the
 * Response itself. Inputs and the role are checked as for orgRoute.
 */
export function orgRawRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  access: Exclude<RouteAccess<C>, typeof SIGNED_IN>,
  handler: (input: RouteInput<C> & InOrganisation) => Promise<Response>,
  options: RouteOptions = {},
) {
  declareAccess(app, call, access);
  mount(app, call, [auth], options, async (input, c) =>
    handler(await checkedCaller(access, call, input, c)),
  );
}

/** Mounts a public call whose answer is not JSON (a portal's logo): the handler builds the Response. */
export function publicRawRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  handler: (input: RouteInput<C>) => Promise<Response>,
) {
  if (call.auth) throw new Error(`${call.id} needs a bearer token; mount it with authedRawRoute`);
  mount(app, call, [], {}, (input) => handler(input));
}
