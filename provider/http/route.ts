import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../lib/contract';
import type { AuthContext, ProviderEnv } from './env';
import { fail } from './errors';
import { parseInput } from './validate';

type Call = CallDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export interface RouteInput<C extends Call> {
  params: z.output<NonNullable<C['params']>>;
  query: z.output<NonNullable<C['query']>>;
  body: z.output<NonNullable<C['body']>>;
  c: Context<ProviderEnv>;
}

export type RouteResult<C extends Call> = z.input<C['response']> | Promise<z.input<C['response']>>;

/** '/api/v1/dashboard/orgs/{id}/update' → '/api/v1/dashboard/orgs/:id/update' */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

async function readJson(c: Context<ProviderEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw fail.badRequest('The request body must be valid JSON.');
  }
}

async function readInput<C extends Call>(call: C, c: Context<ProviderEnv>) {
  return {
    params: call.params ? parseInput(call.params, c.req.param()) : undefined,
    query: call.query ? parseInput(call.query, c.req.query()) : undefined,
    body: call.body ? parseInput(call.body, await readJson(c)) : undefined,
  } as Omit<RouteInput<C>, 'c'>;
}

function register<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  middleware: MiddlewareHandler<ProviderEnv>[],
  run: (input: RouteInput<C>) => RouteResult<C>,
) {
  const handler: MiddlewareHandler<ProviderEnv> = async (c) => {
    const input = await readInput(call, c);
    const result = await run({ ...input, c });
    // Answer exactly the contract's shape (unknown keys dropped; a mismatch is a 500).
    return c.json(call.response.parse(result) as object, 200);
  };
  const path = honoPath(call.path);
  for (const mw of middleware) app.on(call.method, path, mw);
  app.on(call.method, path, handler);
}

/** Mounts a call that needs no bearer token (login, reset mail, reset password …). */
export function publicRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  handler: (input: RouteInput<C>) => RouteResult<C>,
) {
  if (call.auth) throw new Error(`${call.id} needs a bearer token; mount it with authedRoute`);
  register(app, call, [], handler);
}

/** Mounts a call behind the bearer-token middleware; the handler gets the signed-in user. */
export function authedRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  handler: (input: RouteInput<C> & { auth: AuthContext }) => RouteResult<C>,
) {
  if (!call.auth) throw new Error(`${call.id} is public; mount it with publicRoute`);
  register(app, call, [auth], (input) => handler({ ...input, auth: input.c.get('auth') }));
}
