/**
 * Plates benchmark (issue: LPR part 2), part 1: a CSV upload replacing 50,000 plates of a list,
 * end to end through the BFF (multipart parse, CSV stream parse, validation, one provider call,
 * one transaction), beside the raw insert of the same rows (delete + one unnest insert in a
 * transaction, straight on the database) as a ratio, with the process's memory while it runs.
 * Run: `npm run bench:plates`. Part 2 (DOM rows and render time in Chromium): bench/plates-dom.ts.
 */
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'bench', 'out', 'plates-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ORIGIN = 'http://localhost:3000';

function csvOf(rows: number, seed: number): string {
  const makes = ['Toyota', 'Honda', 'Ford', 'Chevrolet', 'Subaru', 'Tesla', 'Hyundai', 'Kia'];
  const colors = ['Black', 'White', 'Silver', 'Blue', 'Red', 'Grey'];
  const lines = ['plate,name,email,label,label2,labelHex,make,model,color,expiresAt'];
  for (let i = 0; i < rows; i++) {
    const n = (i * 7919 + seed) % 1_000_000;
    const plate = `B${String(n).padStart(6, '0')}`;
    const expires = new Date(Date.UTC(2027, i % 12, 1 + (i % 28))).toISOString();
    lines.push(
      `${plate},Driver ${i},driver${i}@example.com,Lot ${i % 40},Staff,1d53ee,${makes[i % 8]},Model ${i % 9},${colors[i % 6]},${expires}`,
    );
  }
  return lines.join('\n') + '\n';
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function main() {
  const { ensureSecrets, getProvider } = await import('../provider');
  ensureSecrets(dataDir);
  const { BffClient } = await import('../tests/support/bff-client');
  const { handleBffRequest } = await import('../server/bff/app');
  const provider = await getProvider();
  const client = (
    provider.db as unknown as { $client: { query: (q: string, p?: unknown[]) => Promise<unknown> } }
  ).$client;

  const bff = new BffClient();
  await bff.signInWithOrg('admin@demo.test', 'Northgate University Parking');
  const created = await bff.post<{ uuid: string }>('/api/lists', {
    name: 'Benchmark 50k',
    type: 0,
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`create list: ${created.status}`);
  const listUuid = created.body.uuid;
  const cookie = [...bff.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

  const bffTimes: number[] = [];
  const rawTimes: number[] = [];
  let peakRssDelta = 0;
  let peakHeapDelta = 0;
  for (let run = 0; run < RUNS; run++) {
    const csv = csvOf(ROWS, run + 1);
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 10);
    const form = new FormData();
    form.append('file', new File([csv], 'plates.csv', { type: 'text/csv' }));
    const started = performance.now();
    const res = await handleBffRequest(
      new Request(`${ORIGIN}/api/lists/${listUuid}/upload`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie },
        body: form,
      }),
    );
    const body = (await res.json()) as { count?: number };
    bffTimes.push(performance.now() - started);
    clearInterval(sampler);
    if (res.status !== 200 || body.count !== ROWS)
      throw new Error(`upload answered ${res.status} ${JSON.stringify(body)}`);
    peakRssDelta = Math.max(peakRssDelta, peakRss - base.rss);
    peakHeapDelta = Math.max(peakHeapDelta, peakHeap - base.heapUsed);

    // The same rows, raw: delete + one unnest insert in a transaction.
    const rows = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    const col = (i: number) => rows.map((r) => r[i]);
    const rawStart = performance.now();
    await client.query('begin');
    await client.query('delete from list_plates where list_uuid = $1', [listUuid]);
    await client.query(
      `insert into list_plates (list_uuid, plate, name, email, label, label2, label_hex, make, model, color, expires_at)
       select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamptz[])`,
      [listUuid, col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7), col(8), col(9)],
    );
    await client.query('commit');
    rawTimes.push(performance.now() - rawStart);
  }

  const b = median(bffTimes);
  const r = median(rawTimes);
  console.log(
    `\nPlates benchmark: CSV replace of ${ROWS.toLocaleString()} plates, median of ${RUNS} runs, embedded PGlite, Node ${process.version}`,
  );
  console.log(
    `  through the BFF (end to end)  ${(b / 1000).toFixed(2)} s   (runs: ${bffTimes.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
  );
  console.log(
    `  raw delete + insert           ${(r / 1000).toFixed(2)} s   (runs: ${rawTimes.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
  );
  console.log(`  ratio                         ${(b / r).toFixed(2)}`);
  console.log(
    `  memory during the upload      peak RSS +${(peakRssDelta / 1048576).toFixed(0)} MB, peak heap +${(peakHeapDelta / 1048576).toFixed(0)} MB (CSV itself ${(csvOf(ROWS, 1).length / 1048576).toFixed(1)} MB)`,
  );
  console.log(`  target: ≤ 3 s end to end → ${b <= 3000 ? 'met' : 'NOT met'}`);
  await provider.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
