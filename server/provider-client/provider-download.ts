import 'server-only';
import { logger } from '@/platform/log';
import { ProviderError } from './provider-error';
import { refusalOf, sendOrUnavailable } from './provider-refusal';
import { providerBaseUrl } from './transport';

export interface ProviderDownloadOptions {
  /** The call's path with its parameters and query filled in ('/api/v1/…?…'). */
  path: string;
  /** The session's provider token. */
  token: string;
  /** The call's name in the log. */
  call: string;
  /** The one media type that passes ('application/zip'). */
  mediaType: string;
  /** The file name the browser saves it as. */
  fileName: string;
}

/**
 * A file the provider produces as a stream (a data-request ZIP), handed on to the browser as an
 * attachment while it is produced: the provider's body is the answer's body, nothing is held.
 * A provider that does not answer is a 503, its refusal a ProviderError with its status, code
 * and text (before any byte is sent), another media type a 502.
 */
export async function streamProviderDownload(options: ProviderDownloadOptions): Promise<Response> {
  const res = await sendOrUnavailable(
    () =>
      new Request(providerBaseUrl() + options.path, {
        method: 'GET',
        headers: { authorization: `Bearer ${options.token}`, accept: options.mediaType },
      }),
    options.call,
  );
  if (!res.ok) throw await refusalOf(res);
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType !== options.mediaType || !res.body) {
    await res.body?.cancel();
    logger.error('provider answered an unexpected shape', { call: options.call, contentType });
    throw new ProviderError(502, 'PROVIDER_CONTRACT', 'The provider answered an unexpected shape.');
  }
  const name = options.fileName.replace(/[^A-Za-z0-9._-]/g, '-');
  return new Response(res.body, {
    status: 200,
    headers: {
      'content-type': options.mediaType,
      'content-disposition': `attachment; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}
