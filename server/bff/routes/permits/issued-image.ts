import 'server-only';
import { getPermitImage } from '@/lib/contract';
import { streamProviderImage, type OrgProviderClient } from '@/server/provider-client';

/**
 * Streams one registration image of a permit of the session's organisation from the provider
 * (which checks the file is the permit's); only image content types pass through.
 */
export function streamPermitImage(
  caller: OrgProviderClient,
  options: { uuid: string; file: string },
): Promise<Response> {
  return streamProviderImage({
    path: getPermitImage.path
      .replace('{entity}', encodeURIComponent(caller.entity))
      .replace('{uuid}', encodeURIComponent(options.uuid))
      .replace('{file}', encodeURIComponent(options.file)),
    token: caller.token,
    call: getPermitImage.id,
  });
}
