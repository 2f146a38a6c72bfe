import type { Provider } from '../../provider-types';
import { demoPatrolEnabled, type Settings } from '../../setup/demo-setting';
import { startLivePatrol, type LivePatrol, type LivePatrolOptions } from './live-patrol';

/**
 * The hook of the embedded demo: starts the patrol when the settings allow it and makes the
 * provider's close stop it first. A patrol that cannot start never stops the provider.
 */
export async function withDemoPatrol(
  provider: Provider,
  env: Settings = process.env,
  options: Omit<LivePatrolOptions, 'db' | 'storage'> = {},
): Promise<Provider> {
  if (!demoPatrolEnabled(env)) return provider;
  let patrol: LivePatrol;
  try {
    patrol = await startLivePatrol({ db: provider.db, storage: provider.storage, ...options });
  } catch (error) {
    console.warn(`[demo-patrol] not started: ${error instanceof Error ? error.message : error}`);
    return provider;
  }
  const close = provider.close;
  return {
    ...provider,
    close: async () => {
      await patrol.stop();
      await close();
    },
  };
}
