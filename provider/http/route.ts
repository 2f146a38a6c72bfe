import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../lib/contract';
import type { Db } from '../db/types';
import type { AuthContext, ProviderEnv } from './env';
import {
  checkOrganisations,
  namesOrganisation,
  organisationsIn,
  SIGNED_IN,
  type CallAccess,
  type OrgContext,
  type RoleSet,
} from '../services/access';
import { readBodyBytes } from '../../platform/body-stream';
import { fail } from '../../platform/errors';
import { isInProcess, payloadResponse } from './in-process';
import { parseInput } from './validate';

export type Call = CallDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

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
}

/** What an organisation-scoped call's handler gets: the checked `{ db, org, actor }`. */
export interface InOrganisation extends SignedIn {
  ctx: OrgContext;
}

/**
 * Where a call's organisation comes from when its input does not name it: a row's (a list, a
 * plate, a scan, an invitation …). Answers the organisation's uuid; an unknown row, or one of an
 * organisation the caller is not a member of, is the row's 404 (ids are not probed).
 */
export type OrganisationOfRow<C extends Call> = (
  input: RouteInput<C> & SignedIn & { db: Db },
) => Promise<string>;

/**
 * The access a route declares: SIGNED_IN (the caller's own account), a role set (the
 * organisation is named in the path, query or body), or a role set and the row the organisation
 * comes from.
 */
export type RouteAccess<C extends Call> =
  typeof SIGNED_IN | RoleSet | { role: RoleSet; organisationOf: OrganisationOfRow<C> };

/** One line of an app's route table: a mounted signed-in call, its area and its access. */
export interface RouteTableEntry {
  call: Call;
  area: string;
  access: CallAccess;
  /** 'input': the path, query or body names the organisation; 'row': a row of it does. */
  organisation: 'input' | 'row' | 'none';
}

const routeTables = new WeakMap<Hono<ProviderEnv>, Map<string, RouteTableEntry>>();

/** The signed-in calls an app has mounted, by call id, with the access each declared. */
export function routeTableOf(app: Hono<ProviderEnv>): ReadonlyMap<string, RouteTableEntry> {
  return routeTables.get(app) ?? new Map();
}

function declare<C extends Call>(app: Hono<ProviderEnv>, call: C, access: RouteAccess<C>) {
  if (!call.auth) throw new Error(`${call.id} is public; mount it with publicRoute`);
  const role = typeof access === 'object' && 'role' in access ? access.role : access;
  const organisation =
    access === SIGNED_IN
      ? 'none'
      : typeof access === 'object' && 'role' in access
        ? 'row'
        : 'input';
  if (organisation === 'input' && !namesOrganisation(call)) {
    throw new Error(`${call.id} names no organisation: declare the row it comes from`);
  }
  const table = routeTables.get(app) ?? new Map<string, RouteTableEntry>();
  routeTables.set(app, table);
  table.set(call.id, { call, area: call.area, access: role, organisation });
}

/** The caller, and for an organisation-scoped call the checked context, before the handler. */
async function checkedCaller<C extends Call>(
  access: RouteAccess<C>,
  call: C,
  input: RouteInput<C>,
  c: Context<ProviderEnv>,
): Promise<RouteInput<C> & InOrganisation> {
  const auth = c.get('auth');
  const db = c.get('db');
  if (access === SIGNED_IN) return { ...input, auth, ctx: undefined as never };
  const [role, entities] =
    'organisationOf' in access
      ? [access.role, [await access.organisationOf({ ...input, auth, db })]]
      : [access, organisationsIn(call.path, input)];
  return { ...input, auth, ctx: await checkOrganisations(db, auth.user, entities, role) };
}

/** Mounts a call about the caller's own account, behind the bearer-token middleware. */
export function signedInRoute<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  auth: MiddlewareHandler<ProviderEnv>,
  handler: (input: RouteInput<C> & SignedIn) => RouteResult<C>,
  options: RouteOptions = {},
) {
  declare(app, call, SIGNED_IN);
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
  declare(app, call, access);
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
  declare(app, call, access);
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
