import 'server-only';
import { messages } from '@/lib/messages';
import { ProviderError } from '@/server/provider-client';
import { errorFields, logger } from '@/platform/log';

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

/** The text (and status, when the screen expects another than the provider's) of a provider refusal. */
export interface Refusal {
  status?: number;
  message: string;
}

/**
 * Provider code → what the screen shows. An endpoint's declaration names its own over its group's
 * and area's (server/bff/endpoint.ts: `refusals`, `bffArea`), over the core table; the wrapper
 * puts them on the request. The key PROVIDER_FAILED is the action's failure text
 * for a provider that answered 5xx.
 */
export type RefusalTable = Readonly<Record<string, Refusal>>;

/** The refusal-table key for a provider that answered, but with 5xx (or an unexpected shape). */
export const PROVIDER_FAILED = 'PROVIDER_FAILED';

/**
 * A provider that answered 5xx: 502 (the BFF's upstream failed; the provider did answer), with
 * the action's failure text. 503 "not answering" is only for a provider that did not answer.
 */
export const PROVIDER_FAILED_STATUS = 502;

/** The shared codes, whatever the area; the areas' tables add to these. */
export const coreRefusals: RefusalTable = {
  NO_ORGANISATION: { status: 404, message: messages.noOrganisationSelected },
  LOGIN_FORBIDDEN: { status: 403, message: messages.loginForbidden },
  INVALID_CREDENTIALS: { status: 401, message: messages.loginFailed },
  // The organisation's trial or subscription has ended: the frame shows the trial-ended dialog.
  SUBSCRIPTION_INACTIVE: { status: 402, message: messages.trialEnded },
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.serverError },
};

/** The core table with an area's (or an action's) texts over it. */
export function withRefusals(base: RefusalTable, table: RefusalTable): RefusalTable {
  return { ...base, ...table };
}

/** Did the provider answer at all? A provider that did not (network error, timeout, a gateway's 503/504) is "not answering". */
function notAnswering(error: ProviderError): boolean {
  return error.code === 'PROVIDER_UNAVAILABLE' || error.status === 503 || error.status === 504;
}

/**
 * The one error mapper: turns anything a handler throws into `{ error: { code, message } }`
 * with a readable message and never a stack trace. A provider refusal gets the text of the
 * request's refusal table (the area's over the core's).
 */
export function toErrorResponse(error: unknown, table: RefusalTable = coreRefusals): Response {
  if (error instanceof BffError) return errorResponse(error.status, error.code, error.message);
  if (error instanceof ProviderError) {
    if (error.endsSession) return errorResponse(401, 'UNAUTHENTICATED', messages.sessionExpired);
    if (notAnswering(error)) {
      return errorResponse(503, 'PROVIDER_UNAVAILABLE', messages.providerUnavailable);
    }
    if (error.status >= 500) {
      const failed = table[PROVIDER_FAILED] ?? coreRefusals[PROVIDER_FAILED];
      logger.error('provider failed', { tier: 'bff', status: error.status, code: error.code });
      return errorResponse(
        failed.status ?? PROVIDER_FAILED_STATUS,
        PROVIDER_FAILED,
        failed.message,
      );
    }
    const mapped = Object.hasOwn(table, error.code) ? table[error.code] : undefined;
    const message = mapped?.message;
    if (error.status === 400) return errorResponse(400, error.code, message ?? error.message);
    if (error.status === 404) return errorResponse(404, error.code, message ?? messages.notFound);
    if (error.status === 429) {
      // The provider's limits (sign-in, accept, reset, mails): its readable text and its wait.
      const retry = /^\d+$/.test(error.retryAfter ?? '')
        ? { 'Retry-After': error.retryAfter! }
        : undefined;
      return errorResponse(429, 'RATE_LIMITED', message ?? error.message, retry);
    }
    return errorResponse(mapped?.status ?? error.status, error.code, message ?? error.message);
  }
  logger.error('unhandled error', { tier: 'bff', ...errorFields(error) });
  return errorResponse(500, 'INTERNAL', messages.serverError);
}
