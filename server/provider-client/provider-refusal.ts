import 'server-only';
import { errorFields, logger } from '@/platform/log';
import { ProviderError } from './provider-error';
import { sendToProvider } from './transport';

/**
 * Sends a request built by `build` to the provider. A provider that does not answer (down,
 * timed out, the request could not be sent) is logged under `call` and becomes the 503
 * PROVIDER_UNAVAILABLE (a provider that answered 5xx is not this: errors.ts tells them apart).
 */
export async function sendOrUnavailable(build: () => Request, call: string): Promise<Response> {
  try {
    return await sendToProvider(build());
  } catch (error) {
    logger.error('provider did not answer', { call, ...errorFields(error) });
    throw new ProviderError(503, 'PROVIDER_UNAVAILABLE', 'The provider did not answer.');
  }
}

/**
 * A provider answer that is not 2xx as a ProviderError (the one error mapper takes it on): the
 * payload's error code and message, else HTTP_<status> and the status text, and its Retry-After.
 */
export function providerRefusal(res: Response, payload: unknown): ProviderError {
  const err = (payload as { error?: { code?: string; message?: string } } | null)?.error;
  return new ProviderError(
    res.status,
    err?.code ?? `HTTP_${res.status}`,
    err?.message ?? res.statusText,
    res.headers.get('retry-after') ?? undefined,
  );
}

/** providerRefusal of a raw answer whose JSON error body is still to be read. */
export async function refusalOf(res: Response): Promise<ProviderError> {
  return providerRefusal(res, await res.json().catch(() => null));
}
