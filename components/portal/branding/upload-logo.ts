'use client';

import type { BrandDetails } from '@/lib/contract/portal';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import { ApiError, browserNavigation } from '@/lib/fetcher';
import { coreMessages } from '@/lib/messages/core';
import { permitsMessages } from '@/lib/messages/permits';

/** PUT /api/portal-brand/logo as multipart (field `image`); failures are ApiErrors. */
export async function uploadLogo(file: File): Promise<BrandDetails> {
  const form = new FormData();
  form.set('image', file, file.name);
  let res: Response;
  try {
    res = await fetch(endpointUrl(portalBffRoutes.brandingLogoUpload), {
      method: 'PUT',
      body: form,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', coreMessages.providerUnavailable);
  }
  const body = (await res.json().catch(() => null)) as
    (BrandDetails & { error?: undefined }) | { error?: { code?: string; message?: string } } | null;
  if (res.ok && body && !body.error) return body as BrandDetails;
  if (res.status === 401) browserNavigation.assign('/login');
  const error = body?.error;
  throw new ApiError(
    res.status,
    error?.code ?? `HTTP_${res.status}`,
    error?.message ?? permitsMessages.portalSaveFailed,
  );
}
