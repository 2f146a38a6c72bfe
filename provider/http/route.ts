import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../lib/contract';
import type { OrganisationRow } from '../db/schema';
import type { AuthContext, ProviderEnv } from './env';
import { accessOf, requireCallAccess, type CallAccessResult } from '../services/access';
import { readBodyBytes } from '../../platform/body-stream';
import { fail } from '../../platform/errors';
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

/** What a signed-in call's handler gets besides its input. */
export interface SignedIn {
  auth: AuthContext;
  /**
   * The organisation and membership the role table's check passed (provider/services/access/
   * role-table.ts), when the call names its organisation in the path, query or body.
   */
  access: CallAccessResult | undefined;
}

/**
 * The organisation the role check passed, for a call whose path, query or body names it (the
 * contract requires it there, so its absence is a mounting mistake, not a client's).
 */
export function checkedOrganisation(access: CallAccessResult | undefined): OrganisationRow {
  if (!access) throw new Error('The role table checked no organisation for this call.');
  return access.org;
}

/** Checks the call's role (its role-table entry) before the handler: 403/404/402 by the set. */
async function signedIn<C extends Call>(
  call: C,
  input: RouteInput<C>,
  c: Context<ProviderEnv>,
): Promise<RouteInput<C> & SignedIn> {
  const auth = c.get('auth');
  const access = await requireCallAccess(c.get('db'), call, auth.user, input);
  return { ...input, auth, access };
}

/** A signed-in call must be public-free and named in the role table, else it is not mounted. */
function assertSignedInCall(call: Call) {
  if (!call.auth) throw new Error(`${call.id} is public; mount it with publicRoute`);
  accessOf(call.id);
}

/**
 * Mounts a call behind the bearer-token middleware and its role-table entry; the handler gets the
 * signed-in user and the checked organisation.
 */
export function authedRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  handler: (input: RouteInput<C> & SignedIn) => RouteResult<C>,
  options: RouteOptions = {},
) {
  assertSignedInCall(call);
  mount(app, call, [auth], options, async (input, c) =>
    jsonAnswer(c, call, await handler(await signedIn(call, input, c))),
  );
}

/**
 * Mounts a call behind the bearer token whose answer is not JSON (images …): the handler builds
 * the Response itself. Inputs and the role are checked as for authedRoute.
 */
export function authedRawRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  handler: (input: RouteInput<C> & SignedIn) => Promise<Response>,
  options: RouteOptions = {},
) {
  assertSignedInCall(call);
  mount(app, call, [auth], options, async (input, c) => handler(await signedIn(call, input, c)));
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
