import { createProvider } from '../index';
import { ensureSecrets } from '../secrets';
import { isDatabaseEmpty, seedDemo, wipeDatabase } from './index';
import { parseSeedArgs } from './args';

/** `npm run seed [-- --reset]`: seeds the demo data into an empty database. */
async function main() {
  const args = parseSeedArgs(process.argv.slice(2));
  ensureSecrets(process.env.DATA_DIR || './data');
  const provider = await createProvider({ seed: false });
  try {
    if (args.reset) {
      await wipeDatabase(provider.db);
      console.log('[seed] database wiped');
    }
    if (!(await isDatabaseEmpty(provider.db))) {
      console.log(
        '[seed] the database already has data; run `npm run seed -- --reset` to start over',
      );
      return;
    }
    const started = Date.now();
    await seedDemo(provider.db, args.options);
    console.log(
      `[seed] demo data seeded in ${Date.now() - started} ms (password for all demo accounts: Parking@2026)`,
    );
  } finally {
    await provider.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
