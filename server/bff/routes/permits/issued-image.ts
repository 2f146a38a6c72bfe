import 'server-only';
import { getPermitImage } from '@/lib/contract';
import { errorFields, logger } from '@/provider/http/log';
import {
  providerBaseUrl,
  ProviderError,
  sendToProvider,
  type OrgProviderClient,
} from '@/server/provider-client';
import { toErrorResponse } from '../../errors';

/**
 * Streams one registration image of a permit of the session's organisation from the provider
 * (which checks the file is the permit's); only image content types pass through.
 */
export async function streamPermitImage(
  caller: OrgProviderClient,
  options: { uuid: string; file: string },
): Promise<Response> {
  const { token, entity } = caller;
  const url =
    providerBaseUrl() +
    getPermitImage.path
      .replace('{entity}', encodeURIComponent(entity))
      .replace('{uuid}', encodeURIComponent(options.uuid))
      .replace('{file}', encodeURIComponent(options.file));
  let res: Response;
  try {
    res = await sendToProvider(
      new Request(url, {
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, accept: 'image/*' },
      }),
    );
  } catch (error) {
    logger.error('provider did not answer', { call: 'permit image', ...errorFields(error) });
    return toErrorResponse(
      new ProviderError(503, 'PROVIDER_UNAVAILABLE', 'The provider did not answer.'),
    );
  }
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const error = new ProviderError(
      res.status,
      payload?.error?.code ?? `HTTP_${res.status}`,
      payload?.error?.message ?? res.statusText,
    );
    if (error.endsSession) throw error;
    return toErrorResponse(error);
  }
  const contentType = (res.headers.get('content-type') ?? '').toLowerCase();
  const mime = contentType.split(';')[0].trim();
  if (!mime.startsWith('image/') || mime === 'image/svg+xml') {
    await res.body?.cancel();
    logger.error('provider answered an unexpected shape', { call: 'permit image', contentType });
    return toErrorResponse(
      new ProviderError(502, 'PROVIDER_CONTRACT', 'The provider answered an unexpected shape.'),
    );
  }
  const headers = new Headers({
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
    'cache-control': 'private, max-age=3600',
  });
  const length = res.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(res.body, { status: 200, headers });
}
