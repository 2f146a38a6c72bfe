import { mutate } from 'swr';
import { coreMessages } from '@/lib/messages/core';
import { identityMessages } from '@/lib/messages/identity';
import {
  endpointUrl,
  type AnyRoute,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type QueryValue,
  type ResponseOf,
} from '@/lib/contract/define-endpoint';

/**
 * The one client fetch helper. Every BFF failure answers `{ error: { code, message } }`; this
 * turns it into an ApiError whose `message` is the catalogue text the screen shows. A 401 with
 * code UNAUTHENTICATED means the session ended: the browser goes to /login.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The text a failed call shows: the ApiError's message (the catalogue text the BFF chose), else
 * `fallback` (a network failure, a bug). Every failure line of the screens goes through it.
 */
export function failureMessage(
  cause: unknown,
  fallback: string = coreMessages.serverError,
): string {
  return isApiError(cause) ? cause.message : fallback;
}

/**
 * The same for screens whose spec gives one failure text for everything but a refusal: a
 * refusal's own text (a 4xx), else `fallback` (a server failure, no answer, a bug).
 */
export function refusalMessage(cause: unknown, fallback: string): string {
  return isApiError(cause) && cause.status > 0 && cause.status < 500 ? cause.message : fallback;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Status 0: the request got no answer (offline, DNS, aborted connection). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const UNAUTHENTICATED_CODE = 'UNAUTHENTICATED';

/** The provider refuses an organisation's data once its trial or subscription has ended. */
export const SUBSCRIPTION_INACTIVE_CODE = 'SUBSCRIPTION_INACTIVE';

/**
 * Any call refused with 402 SUBSCRIPTION_INACTIVE re-checks the subscription, so the frame's
 * trial-ended dialog shows (spec 1 §4) even when the trial ended while the page was open. Kept on
 * an object so tests can observe it.
 */
export const subscriptionCheck = {
  recheck(): void {
    void mutate('/api/subscription');
  },
};

/** Browser navigation, kept on an object so tests can observe it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

function readErrorBody(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return null;
  return { code: typeof code === 'string' ? code : 'ERROR', message };
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, coreMessages.providerUnavailable);
  }

  const text = await response.text().catch(() => '');
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) {
    const error = readErrorBody(parsed);
    const code =
      error?.code ?? (response.status >= 500 ? 'SERVER_ERROR' : `HTTP_${response.status}`);
    const message =
      error?.message ??
      (response.status === 401
        ? identityMessages.sessionExpired
        : response.status === 404
          ? coreMessages.notFound
          : coreMessages.serverError);
    if (response.status === 401 && code === UNAUTHENTICATED_CODE && typeof window !== 'undefined') {
      browserNavigation.assign('/login');
    }
    if (response.status === 402 && code === SUBSCRIPTION_INACTIVE_CODE) subscriptionCheck.recheck();
    throw new ApiError(response.status, code, message);
  }

  return parsed as T;
}

/** The SWR fetcher: the key is the BFF path. */
export function swrFetcher<T>(path: string): Promise<T> {
  return apiFetch<T>(path);
}

/** What a call of a route takes: its path parameters (when it has any), query and body. */
export type EndpointCall<R extends AnyRoute> = (keyof ParamsOf<R> extends never
  ? { params?: Record<string, never> }
  : { params: ParamsOf<R> }) & {
  query?: QueryOf<R>;
  /** Routes without a body may still be sent an empty object. */
  body?: [BodyOf<R>] extends [undefined] ? Record<string, never> : BodyOf<R>;
  signal?: AbortSignal;
};

/**
 * The one typed call of a BFF route (lib/contract/<area>/bff-routes.ts): the URL is built from the
 * route's path and the given parameters and query (never by hand), the method is the route's, and
 * the answer is typed as the route documents it. Failures are ApiErrors as with apiFetch.
 */
export function callEndpoint<R extends AnyRoute>(
  route: R,
  ...[call]: keyof ParamsOf<R> extends never ? [EndpointCall<R>?] : [EndpointCall<R>]
): Promise<ResponseOf<R>> {
  const { params, query, body, signal } = (call ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiFetch<ResponseOf<R>>(endpointUrl(route, params, query), {
    method: route.method,
    body,
    signal,
  });
}
