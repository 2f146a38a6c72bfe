import 'server-only';
import { healthBffRoutes as routes } from '@/lib/contract/health/bff-routes';
import {
  healthReport,
  providerHealth,
  providerHealthReport,
  type HealthReport,
} from '@/lib/contract/health';
import { errorFields, logger } from '@/platform/log';
import { version } from '@/platform/version';
import { providerBaseUrl, sendToProvider } from '@/server/provider-client';
import { endpoint } from '../../endpoint';

/** How long the provider may take to report its health before it counts as down. */
const PROVIDER_TIMEOUT_MS = 3000;

type State = HealthReport['database']['status'];

/** The provider's own report (in-process or over HTTP), or null when it did not answer in time. */
async function providerReport(): Promise<{ database: State } | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const res = await Promise.race([
      sendToProvider(
        new Request(providerBaseUrl() + providerHealth.path, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        }),
      ),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PROVIDER_TIMEOUT_MS} ms`)),
          PROVIDER_TIMEOUT_MS,
        );
      }),
    ]);
    const parsed = providerHealthReport.safeParse(await res.json());
    if (!parsed.success) throw new Error(`unexpected health answer (HTTP ${res.status})`);
    return { database: parsed.data.database.status };
  } catch (error) {
    logger.error('provider health check failed', errorFields(error));
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (public, no session, never cached): 200 when the provider and its database
 * answer, 503 when either is down; with the version.
 */
export const healthEndpoint = endpoint(routes.health, {
  summary: 'Up when the provider and its database answer (503 when either is down).',
  response: healthReport,
  errors: { 503: 'The provider or its database is down.' },
  errorResponse: healthReport,
  handler: async ({ c }) => {
    const provider = await providerReport();
    const database: State = provider?.database ?? 'unknown';
    const up = provider !== null && database === 'ok';
    const report: HealthReport = {
      status: up ? 'ok' : 'down',
      version,
      provider: { status: provider ? 'ok' : 'down' },
      database: { status: database },
    };
    return c.json(report, up ? 200 : 503);
  },
});
