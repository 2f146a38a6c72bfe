import 'server-only';
import { devOutbox, ingestScan, issueCitation, type CallDefinition } from '@/lib/contract';

/**
 * The provider calls the dashboard's origin serves on /api/v1/** (one-process mode): only what
 * the patrol app needs. Today that is the scan upload (with its image in the same multipart
 * body) and the citation issue (with its photos); the patrol app's own sign-in goes here once the contract has it. Everything else
 * answers 404 there; `npm run provider` serves the whole API on its own port.
 */
export const PATROL_ALLOW_LIST: readonly CallDefinition[] = [ingestScan, issueCitation];

const patternOf = (call: CallDefinition) =>
  new RegExp(
    `^${call.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}/?$`,
  );

/**
 * Tests only: the development outbox (journeys read reset codes and invitation links), passed on
 * only while the provider exposes it (PROVIDER_EXPOSE_OUTBOX=1; never in production).
 */
const DEV_ALLOW_LIST: readonly CallDefinition[] = [devOutbox];

const matcher = (list: readonly CallDefinition[]) => {
  const allowed = list.map((call) => ({ method: call.method, pattern: patternOf(call) }));
  return (method: string, pathname: string) =>
    allowed.some((a) => a.method === method && a.pattern.test(pathname));
};
const isPatrol = matcher(PATROL_ALLOW_LIST);
const isDev = matcher(DEV_ALLOW_LIST);

/** Whether the dashboard's origin passes this method and path on to the provider. */
export function isPatrolCall(method: string, pathname: string): boolean {
  if (isPatrol(method, pathname)) return true;
  return process.env.PROVIDER_EXPOSE_OUTBOX === '1' && isDev(method, pathname);
}
