/**
 * Data-request export benchmark (issue 30 item 5): a plate with BENCH_ROWS scans (default
 * 100,000) and BENCH_IMAGES camera images of 256 KB (default 200), exported as the ZIP through
 * the BFF (session, guards, the provider's stream passed through) and read chunk by chunk without
 * keeping it. Prints the time, the ZIP's size and the process's peak heap and RSS over idle: the
 * export is streamed (rows a page at a time, images one at a time), so memory stays flat while
 * the ZIP is many times larger. Runs with V8's old space capped at 128 MB (package.json): a
 * version that held the export could not finish. Run: `npm run bench:data-request`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'out', 'data-request-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
const IMAGE_BYTES = 256 * 1024;
const PLATE = 'BENCH0301';
const MB = 1024 * 1024;

/** Linux: writing 5 to clear_refs resets VmHWM (the peak RSS) to the current RSS. */
function resetPeakRss() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    /* not allowed here: the peak then counts from the start */
  }
}

const peakRssBytes = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024;

async function seed() {
  const { ensureSecrets, getProvider } = await import('../provider');
  ensureSecrets(dataDir);
  const provider = await getProvider();
  const { sql } = await import('drizzle-orm');
  const { rowsOf } = await import('../provider/db/types');
  const [org] = rowsOf<{ uuid: string }>(
    await provider.db.execute(
      sql`select uuid::text as uuid from organisations where name = 'Northgate University Parking'`,
    ),
  );
  const started = performance.now();
  for (let done = 0; done < ROWS - IMAGES; done += 20_000) {
    const n = Math.min(20_000, ROWS - IMAGES - done);
    await provider.db.execute(sql`insert into scans
      (entity_uuid, plate, captured_at, confidence, latitude, longitude, captured_by_uuid)
      select ${org.uuid}, ${PLATE}, now() - ((g + ${done}) || ' minutes')::interval, 0.91,
        42.28 + g * 1e-6, -83.74, null
      from generate_series(1, ${n}) as g`);
  }
  for (let i = 0; i < IMAGES; i += 1) {
    const bytes = new Uint8Array(IMAGE_BYTES);
    for (let j = 0; j < bytes.length; j += 1) bytes[j] = (j * 131 + i * 7) & 0xff;
    const file = crypto.randomUUID();
    const filePath = `${org.uuid}/${file}.jpg`;
    await provider.storage.put(filePath, bytes, 'image/jpeg');
    await provider.db
      .execute(sql`insert into stored_files (uuid, entity_uuid, path, content_type, size)
      values (${file}, ${org.uuid}, ${filePath}, 'image/jpeg', ${bytes.length})`);
    await provider.db.execute(sql`insert into scans
      (entity_uuid, plate, captured_at, confidence, latitude, longitude, image_file_uuid)
      values (${org.uuid}, ${PLATE}, now(), 0.9, 42.28, -83.74, ${file})`);
  }
  console.log(
    `[bench] seeded ${ROWS.toLocaleString('en-US')} scans of ${PLATE} (${IMAGES} with a 256 KB image) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  await seed();
  const { BffClient } = await import('../tests/support/bff-client');
  const bff = new BffClient();
  await bff.signInWithOrg('super@demo.test', 'Northgate University Parking');
  (globalThis as { gc?: () => void }).gc?.();
  const idleHeap = process.memoryUsage().heapUsed;
  const idleRss = process.memoryUsage().rss;
  resetPeakRss();
  let peakHeap = idleHeap;

  const started = performance.now();
  const res = await bff.send('GET', `/api/data-requests/export.zip?plate=${PLATE}`);
  const firstByteAt = performance.now();
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  let bytes = 0;
  let chunks = 0;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    bytes += next.value.length;
    chunks += 1;
    if (chunks % 16 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  const seconds = (performance.now() - started) / 1000;
  const peakRss = peakRssBytes();
  console.log(
    [
      `Data-request ZIP of ${PLATE}: ${ROWS.toLocaleString('en-US')} scans, ${IMAGES} images`,
      `  ZIP ${(bytes / MB).toFixed(1)} MB in ${chunks.toLocaleString('en-US')} chunks, ${seconds.toFixed(1)} s (${(bytes / MB / seconds).toFixed(1)} MB/s, ${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s)`,
      `  answered (counts, audit event) after ${((firstByteAt - started) / 1000).toFixed(2)} s`,
      `  peak heap over idle ${((peakHeap - idleHeap) / MB).toFixed(1)} MB; peak RSS over idle ${((peakRss - idleRss) / MB).toFixed(1)} MB`,
      `  (old space capped at ${/--max-old-space-size=(\d+)/.exec(process.env.NODE_OPTIONS ?? '')?.[1] ?? 'no'} MB)`,
    ].join('\n'),
  );
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
