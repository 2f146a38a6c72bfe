import 'server-only';
import { logger } from '@/platform/log';
import { ProviderError } from './provider-error';
import { refusalOf, sendOrUnavailable } from './provider-refusal';
import { providerBaseUrl } from './transport';

export interface ProviderImageOptions {
  /** The call's path with its parameters filled in ('/api/v1/…'). */
  path: string;
  /** The session's provider token. */
  token: string;
  /** The call's name in the log. */
  call: string;
  /** Which image types pass through (default: any image/* but SVG). */
  accepts?: (mime: string) => boolean;
}

const anyButSvg = (mime: string) => mime.startsWith('image/') && mime !== 'image/svg+xml';

/**
 * The provider's image file (a scan image, a permit's registration image, the portal logo),
 * streamed on to the browser without being held: only the accepted image types pass, with
 * nosniff and inline disposition. A provider that does not answer is a 503, its refusal a
 * ProviderError with its status and code (thrown: the one error mapper takes it on), another
 * content type a 502.
 */
export async function streamProviderImage(options: ProviderImageOptions): Promise<Response> {
  const res = await sendOrUnavailable(
    () =>
      new Request(providerBaseUrl() + options.path, {
        method: 'GET',
        headers: { authorization: `Bearer ${options.token}`, accept: 'image/*' },
      }),
    options.call,
  );
  if (!res.ok) throw await refusalOf(res);
  const contentType = (res.headers.get('content-type') ?? '').toLowerCase();
  const mime = contentType.split(';')[0].trim();
  if (!(options.accepts ?? anyButSvg)(mime)) {
    await res.body?.cancel();
    logger.error('provider answered an unexpected shape', { call: options.call, contentType });
    throw new ProviderError(502, 'PROVIDER_CONTRACT', 'The provider answered an unexpected shape.');
  }
  const headers = new Headers({
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
  });
  const length = res.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(res.body, { status: 200, headers });
}
