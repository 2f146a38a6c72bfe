/**
 * Makes the seeded database the test run starts every provider from (run by Jest's global setup
 * in a child process, with tsx: the seed's modules use the `@/` paths Jest's global setup cannot
 * resolve).
 *
 *   tsx tests/support/seed-snapshot.ts pglite <file>   the embedded database, migrated and seeded,
 *                                                        dumped to <file>
 *   tsx tests/support/seed-snapshot.ts postgres <url>  migrates and seeds the database at <url>
 */
import { writeFile } from 'node:fs/promises';
import { MEMORY, openDatabase } from '../../provider/db/client';
import { seedDemo } from '../../provider/seed';

async function main() {
  const [kind, target] = process.argv.slice(2);
  if ((kind !== 'pglite' && kind !== 'postgres') || !target) {
    throw new Error('usage: seed-snapshot.ts pglite <file> | postgres <url>');
  }
  const handle = await openDatabase(
    kind === 'pglite' ? { dataDir: MEMORY } : { databaseUrl: target },
  );
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    if (kind === 'pglite') {
      const dump = await handle.dump!();
      await writeFile(target, new Uint8Array(await dump.arrayBuffer()));
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
