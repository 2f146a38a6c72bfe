import type { Context } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../lib/contract';
import type { ProviderEnv } from './env';
import { readBodyBytes } from '../../platform/body-stream';
import { fail } from '../../platform/errors';
import { parseInput } from './validate';

// A route's input: the call's params, query and body (JSON or a form with files), each read and
// validated against the contract before the handler runs.

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

/** The call's params, query and body, validated (a bad one is a 400 with its message). */
export async function readInput<C extends Call>(
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
