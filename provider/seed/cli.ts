import { createProvider } from '../index';
import { ensureSecrets } from '../secrets';
import { parseSeedArgs } from './args';
import { seedExtraScans } from './lpr/benchmark-scans';
import { isDatabaseEmpty, seedDemo, wipeDatabase } from './index';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `npm run seed [-- --reset] [-- --scans N [--org northgate|riverside]]`: seeds the demo data into
 * an empty database; with --scans adds N generated scans (also to a database that has data).
 */
async function main() {
  const args = parseSeedArgs(process.argv.slice(2));
  ensureSecrets(process.env.DATA_DIR || './data');
  const provider = await createProvider({ seed: false });
  try {
    if (args.reset) {
      await wipeDatabase(provider.db);
      console.log('[seed] database wiped');
    }
    const extra = args.options.scans ?? 0;
    if (await isDatabaseEmpty(provider.db)) {
      const started = Date.now();
      await seedDemo(provider.db, { ...args.options, storage: provider.storage });
      console.log(
        `[seed] demo data seeded in ${Date.now() - started} ms (password for all demo accounts: Parking@2026)`,
      );
    } else if (extra === 0) {
      console.log(
        '[seed] the database already has data; run `npm run seed -- --reset` to start over',
      );
      return;
    }
    if (extra > 0) {
      const started = Date.now();
      const org = args.options.org ?? 'northgate';
      const result = await seedExtraScans(provider.db, {
        scans: extra,
        org,
        onProgress: (written, total) =>
          console.log(
            `[seed] ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} scans (${seconds(Date.now() - started)}, rss ${Math.round(process.memoryUsage().rss / 1048576)} MB)`,
          ),
      });
      console.log(
        `[seed] ${result.scans.toLocaleString('en-US')} extra scans (${result.alerts.toLocaleString('en-US')} alerts) for ${org} in ${seconds(Date.now() - started)}`,
      );
    }
  } finally {
    await provider.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
