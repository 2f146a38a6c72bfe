import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the provider answers as { error: { code, message } } with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Every error code the provider answers with. The BFF maps these codes (not the messages) to the
 * spec's catalogue texts.
 */
export const fail = {
  badRequest: (message: string) => new ApiError(400, 'BAD_REQUEST', message),
  unauthenticated: () =>
    new ApiError(
      401,
      'UNAUTHENTICATED',
      'The login token is missing, invalid, expired or revoked.',
    ),
  invalidCredentials: () =>
    new ApiError(401, 'INVALID_CREDENTIALS', 'Unknown e-mail address or wrong password.'),
  loginForbidden: () =>
    new ApiError(403, 'LOGIN_FORBIDDEN', 'This account has no admin dashboard access.'),
  invalidResetCode: () =>
    new ApiError(400, 'INVALID_RESET_CODE', 'The reset code is unknown, already used or expired.'),
  noOrganisation: () =>
    new ApiError(401, 'NO_ORGANISATION', 'The user belongs to no organisation.'),
  notSuperAdmin: () =>
    new ApiError(401, 'NOT_SUPERADMIN', 'Only super administrators may do this.'),
  originalOrganisation: () =>
    new ApiError(
      401,
      'ORIGINAL_ORGANISATION',
      "The organisation is a super administrator's original organisation and cannot be deleted.",
    ),
  alreadyMember: () =>
    new ApiError(403, 'ALREADY_MEMBER', 'The user already belongs to an organisation.'),
  forbidden: (message = 'The user may not do this in this organisation.') =>
    new ApiError(403, 'FORBIDDEN', message),
  notFound: (message = 'Not found.') => new ApiError(404, 'NOT_FOUND', message),
};

/**
 * 429 RATE_LIMITED: too many attempts (sign-in, invitation accept, password reset) or mails
 * (reset mail, invitation resend). Answered with Retry-After: the seconds until it passes.
 */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
    this.name = 'RateLimitedError';
  }
}

export const internalErrorBody = { error: { code: 'INTERNAL', message: 'Internal error' } };
