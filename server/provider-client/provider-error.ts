import 'server-only';

/** A provider call that did not answer 2xx: its status and the provider's error code and message. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** 429: the provider's Retry-After (seconds), passed on to the browser. */
    readonly retryAfter?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The provider refused the token itself (missing, invalid, expired, revoked): the session ends. */
  get endsSession(): boolean {
    return this.status === 401 && this.code === 'UNAUTHENTICATED';
  }
}
