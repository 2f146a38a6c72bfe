import 'server-only';
import type { z } from 'zod';
import type { CallDefinition } from '@/lib/contract';
import { attachRows, payloadOf } from '@/provider';
import { logger } from '@/platform/log';
import { ProviderError } from './provider-error';
import { multipartBody } from './multipart';
import { ndjsonBody } from './ndjson-body';
import { inProcessTransport, providerBaseUrl } from './transport';
import { providerRefusal, sendOrUnavailable } from './provider-refusal';

type Input<T> = T extends z.ZodType ? z.input<T> : never;

export interface CallOptions<C extends CallDefinition> {
  token?: string;
  params?: Input<NonNullable<C['params']>>;
  query?: Input<NonNullable<C['query']>>;
  body?: Input<NonNullable<C['body']>>;
  /** Forwarded for the provider's own logs and limits. */
  clientIp?: string;
  /**
   * A streamed NDJSON body instead of JSON (calls whose contract says so: uploads), one value per
   * line. An in-process provider takes the values as they are (no JSON round trip); over HTTP
   * they are serialised as they are read.
   */
  ndjson?: AsyncIterable<unknown>;
  /**
   * The contract schema every `ndjson` value was validated with (its output is what is sent): an
   * in-process provider validating with the same schema does not run it again.
   */
  ndjsonValidatedWith?: object;
  /**
   * A multipart body instead of JSON (uploads: a permit checkout's registration image, an
   * appeal's fields and photos), sent as finished bytes with a truthful Content-Length (see
   * multipartBody).
   */
  multipart?: FormData;
}

function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one provider API call of the contract and returns its parsed response, or throws
 * ProviderError with the provider's status and code. The only way the BFF talks to the provider
 * with a contract call (JSON, NDJSON or multipart bodies): one place for the client address, the
 * "did not answer" 503, refusals and the log.
 */
export async function callProvider<C extends CallDefinition>(
  call: C,
  options: CallOptions<C> = {},
): Promise<z.output<C['response']>> {
  const url = new URL(
    providerBaseUrl() + buildPath(call.path, options.params as Record<string, unknown>),
  );
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ accept: 'application/json' });
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.clientIp) headers.set('x-forwarded-for', options.clientIp);
  let body: string | ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | undefined;
  if (options.multipart) {
    const encoded = await multipartBody(options.multipart);
    headers.set('content-type', encoded.contentType);
    body = encoded.body;
  } else if (options.ndjson) {
    headers.set('content-type', 'application/x-ndjson');
    if (!inProcessTransport()) body = ndjsonBody(options.ndjson);
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const res = await sendOrUnavailable(() => {
    // duplex 'half': a stream body is sent while the answer is awaited (fetch requires it).
    const init = { method: call.method, headers, body, duplex: 'half' } as RequestInit;
    const req = new Request(url, init);
    if (options.ndjson && inProcessTransport()) {
      attachRows(req, options.ndjson, options.ndjsonValidatedWith);
    }
    return req;
  }, call.id);

  // In one-process mode a successful answer carries the provider's object (no JSON round trip).
  const carried = res.ok ? payloadOf(res) : { found: false as const };
  const payload: unknown = carried.found ? carried.data : await res.json().catch(() => null);
  if (!res.ok) throw providerRefusal(res, payload);
  // In one-process mode the provider has just answered through this same schema.
  if (!process.env.PROVIDER_API_URL) return payload as z.output<C['response']>;
  const parsed = call.response.safeParse(payload);
  if (!parsed.success) {
    logger.error('provider answered an unexpected shape', {
      call: call.id,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path, code: issue.code })),
    });
    throw new ProviderError(502, 'PROVIDER_CONTRACT', 'The provider answered an unexpected shape.');
  }
  return parsed.data as z.output<C['response']>;
}
