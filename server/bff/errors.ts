import 'server-only';
import { messages } from '@/lib/messages';
import { ProviderError } from '@/server/provider-client';
import { errorFields, logger } from '@/provider/http/log';

/** A BFF failure with its status, code and the text a person reads. */
export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BffError';
  }
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers?: HeadersInit,
): Response {
  return Response.json({ error: { code, message } }, { status, headers });
}

/** Provider codes whose text the catalogue gives, mapped to the status the screen expects. */
const providerCodeMap: Record<string, { status: number; message: string }> = {
  NOT_SUPERADMIN: { status: 403, message: messages.createOrgDenied },
  ORIGINAL_ORGANISATION: { status: 403, message: messages.deleteOrgDenied },
  ALREADY_MEMBER: { status: 403, message: messages.masterOrgDenied },
  NO_ORGANISATION: { status: 404, message: messages.noOrganisationSelected },
  LOGIN_FORBIDDEN: { status: 403, message: messages.loginForbidden },
  INVALID_CREDENTIALS: { status: 401, message: messages.loginFailed },
  // The organisation's trial or subscription has ended: the frame shows the trial-ended dialog.
  SUBSCRIPTION_INACTIVE: { status: 402, message: messages.trialEnded },
};

/**
 * The one error mapper: turns anything a handler throws into `{ error: { code, message } }`
 * with a readable message and never a stack trace. `overrides` lets a handler give the spec's
 * text for a provider code on its screen.
 */
export function toErrorResponse(error: unknown, overrides: Record<string, string> = {}): Response {
  if (error instanceof BffError) return errorResponse(error.status, error.code, error.message);
  if (error instanceof ProviderError) {
    if (error.endsSession) return errorResponse(401, 'UNAUTHENTICATED', messages.sessionExpired);
    const mapped = providerCodeMap[error.code];
    const message = overrides[error.code] ?? mapped?.message;
    if (error.status === 400) return errorResponse(400, error.code, message ?? error.message);
    if (error.status === 404) return errorResponse(404, error.code, message ?? messages.notFound);
    if (error.status === 429) {
      // The provider's limits (sign-in, accept, reset, mails): its readable text and its wait.
      const retry = /^\d+$/.test(error.retryAfter ?? '')
        ? { 'Retry-After': error.retryAfter! }
        : undefined;
      return errorResponse(429, 'RATE_LIMITED', message ?? error.message, retry);
    }
    if (error.status >= 500 || error.code === 'PROVIDER_UNAVAILABLE') {
      return errorResponse(503, error.code, messages.providerUnavailable);
    }
    return errorResponse(mapped?.status ?? error.status, error.code, message ?? error.message);
  }
  logger.error('unhandled error', { tier: 'bff', ...errorFields(error) });
  return errorResponse(500, 'INTERNAL', messages.serverError);
}
