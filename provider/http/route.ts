import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../lib/contract';
import type { AuthContext, ProviderEnv } from './env';
import { readBodyBytes } from './body-stream';
import { fail } from './errors';
import { isInProcess, payloadResponse } from './in-process';
import { parseInput } from './validate';

type Call = CallDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export interface RouteInput<C extends Call> {
  params: z.output<NonNullable<C['params']>>;
  query: z.output<NonNullable<C['query']>>;
  body: z.output<NonNullable<C['body']>>;
  /** Files of a form body (RouteOptions.body 'form'), by field name. */
  files: Record<string, File>;
  c: Context<ProviderEnv>;
}

export interface RouteOptions {
  /**
   * The Hono path to mount at instead of the contract's, e.g. with a pattern parameter
   * (`:timezone{.+}`) so a parameter may hold a '/'.
   */
  path?: string;
  /**
   * 'json' (default): a JSON body. 'form': multipart/form-data or urlencoded; its text fields are
   * validated with the call's body schema and its files passed in `files`.
   */
  body?: 'json' | 'form';
  /** Form bodies: a larger Content-Length is refused with this 400 message before reading. */
  maxBytes?: { bytes: number; message: string };
}

export type RouteResult<C extends Call> = z.input<C['response']> | Promise<z.input<C['response']>>;

/**
 * '/api/v1/dashboard/orgs/{id}/update' → '/api/v1/dashboard/orgs/:id/update'; a trailing slash is
 * dropped, as the app (strict: false, provider/app.ts) matches a request with or without one.
 */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');

async function readJson(c: Context<ProviderEnv>): Promise<unknown> {
  // Read with the idle and total timeouts of every streamed body (the size is the body-limit
  // middleware's: provider/http/body-limit.ts).
  const text = new TextDecoder().decode(await readBodyBytes(c.req.raw.body));
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw fail.badRequest('The request body must be valid JSON.');
  }
}

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

async function readForm(
  c: Context<ProviderEnv>,
  options: RouteOptions,
): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    throw fail.badRequest('Send the request as multipart/form-data.');
  }
  const length = Number(c.req.header('content-length') ?? NaN);
  if (options.maxBytes && Number.isFinite(length) && length > options.maxBytes.bytes) {
    throw fail.badRequest(options.maxBytes.message);
  }
  // Without a (truthful) Content-Length the body is read with the same cap before parsing.
  const raw = await readCapped(c, options.maxBytes);
  let form: FormData;
  try {
    form = await raw.formData();
  } catch {
    throw fail.badRequest('The form data could not be read.');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = value;
  }
  return { fields, files };
}

/** The request body as a new Request, refused with 400 once it passes the cap (timeouts: 408). */
async function readCapped(
  c: Context<ProviderEnv>,
  cap: { bytes: number; message: string } | undefined,
): Promise<Request> {
  const body = await readBodyBytes(
    c.req.raw.body,
    cap ? { maxBytes: cap.bytes, tooLarge: () => fail.badRequest(cap.message) } : {},
  );
  return new Request(c.req.url, {
    method: 'POST',
    headers: { 'content-type': c.req.header('content-type') ?? '' },
    body,
  });
}

async function readInput<C extends Call>(
  call: C,
  c: Context<ProviderEnv>,
  options: RouteOptions,
): Promise<Omit<RouteInput<C>, 'c'>> {
  const params = call.params ? parseInput(call.params, c.req.param()) : undefined;
  const query = call.query ? parseInput(call.query, c.req.query()) : undefined;
  let body: unknown;
  let files: Record<string, File> = {};
  if (call.body && options.body === 'form') {
    const form = await readForm(c, options);
    body = parseInput(call.body, form.fields);
    files = form.files;
  } else if (call.body) {
    body = parseInput(call.body, await readJson(c));
  }
  return { params, query, body, files } as Omit<RouteInput<C>, 'c'>;
}

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

/** Mounts a call behind the bearer-token middleware; the handler gets the signed-in user. */
export function authedRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  handler: (input: RouteInput<C> & { auth: AuthContext }) => RouteResult<C>,
  options?: RouteOptions,
) {
  if (!call.auth) throw new Error(`${call.id} is public; mount it with publicRoute`);
  register(app, call, [auth], (input) => handler({ ...input, auth: input.c.get('auth') }), options);
}

/**
 * Mounts a call behind the bearer token whose answer is not JSON (images …): the handler builds
 * the Response itself. Inputs are validated as for authedRoute.
 */
export function authedRawRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  handler: (input: RouteInput<C> & { auth: AuthContext }) => Promise<Response>,
  options: RouteOptions = {},
) {
  if (!call.auth) throw new Error(`${call.id} is public; mount it with publicRoute`);
  mount(app, call, [auth], options, (input, c) => handler({ ...input, auth: c.get('auth') }));
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
