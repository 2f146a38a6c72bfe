import 'server-only';
import type { z } from 'zod';
import type { CallDefinition } from '@/lib/contract';
import { callProvider, type CallOptions } from './call';

/** What a bound client fills in itself: who calls and from where. */
type Bound = 'token' | 'clientIp';

/**
 * The provider client bound to who calls: the session's provider token and the client's address
 * (for the provider's own logs and limits). The BFF's guards put one on the request context, the
 * first view builds the same from the session, so a handler or loader says only what it asks.
 */
export interface ProviderClient {
  /** The provider token (absent for public calls: share links, invitations, sign-in). */
  readonly token: string | undefined;
  readonly clientIp: string | undefined;
  call<C extends CallDefinition>(
    call: C,
    options?: Omit<CallOptions<C>, Bound>,
  ): Promise<z.output<C['response']>>;
}

/** A client bound to a session and its chosen organisation as well. */
export interface OrgProviderClient extends ProviderClient {
  readonly token: string;
  /** The organisation's uuid (the provider's `entity`). */
  readonly entity: string;
}

/** A client that calls as `token` (none: a public call) from `clientIp`. */
export function bindProvider(bound: { token?: string; clientIp?: string }): ProviderClient {
  const { token, clientIp } = bound;
  return {
    token,
    clientIp,
    call: (call, options = {}) => callProvider(call, { ...options, token, clientIp }),
  };
}

/** A client that calls as `token` for organisation `entity`. */
export function bindOrgProvider(bound: {
  token: string;
  entity: string;
  clientIp?: string;
}): OrgProviderClient {
  return { ...bindProvider(bound), token: bound.token, entity: bound.entity };
}
