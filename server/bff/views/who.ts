import 'server-only';
import type { BffContext } from '../context';

/**
 * Who asks, as the loaders of a screen's data take it: the session's provider token and
 * organisation. BFF routes build it from the guarded request; pages get it from
 * server/first-view.ts, so both call the same loader.
 */
export interface Who {
  token: string;
  entity: string;
}

export function whoOf(c: BffContext): Who {
  return { token: c.get('session').providerJwt, entity: c.get('org').uuid };
}
