/**
 * Reports benchmark (issue 6). Run: `npm run bench:reports` (reuses the 1M-scan database of
 * `npm run bench:scans` in bench/out/scans-data; run that first if it is missing).
 *
 * The server runs in a child process (this file with --serve): a node:http server around the
 * BFF's Request → Response handler (the same handler app/api/[...path]/route.ts mounts, with
 * the provider in-process on the benchmark database). This process reads the responses over
 * HTTP as fast as it can and samples the child's /proc/<pid>/status (VmRSS every 20 ms, VmHWM
 * reset before each case through /proc/<pid>/clear_refs where the kernel allows it).
 *
 * Cases:
 * 1. Scans CSV of 1,000,000 rows through the BFF (session, guards, provider calls by keyset page,
 *    csv-stringify stream) vs raw csv-stringify of the same rows in the same run (the same
 *    keyset SQL called straight on the provider's database, rows piped into csv-stringify and
 *    the socket; no BFF, no provider HTTP layer, no zod) and vs csv-stringify alone from memory.
 * 2. Violation-layout PDF of 50,000 synthetic rows (landscape, spec 1 §9 columns, header on every
 *    page, total row) through the server's PDF stream vs raw pdfkit writing the same cells.
 * 3. Scans PDF of the newest 50,000 scans through the BFF route.
 * Each case prints time, rows/s, time to first byte and the server's peak RSS over its idle RSS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'out', 'scans-data');
const outDir = path.join(root, 'bench', 'out', 'reports');
const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 1_000_000);
const PDF_ROWS = Number(process.env.BENCH_PDF_ROWS ?? 50_000);
const NORTHGATE = 'Northgate University Parking';

// ---------------------------------------------------------------- child: the server
async function serve() {
  process.env.DATA_DIR = dataDir;
  process.env.MAIL_LOG = 'silent';
  process.env.LOGIN_FAILURE_LIMIT = '1000';
  const { ensureSecrets, getProvider } = await import('../provider');
  ensureSecrets(dataDir);
  const provider = await getProvider();
  const { handleBffRequest } = await import('../server/bff/app');
  const { sql, eq } = await import('drizzle-orm');
  const { organisations } = await import('../provider/db/schema');
  const { scanReportPage } = await import('../provider/services/reports');
  const { stringify } = await import('csv-stringify');
  const { scanReport, violationReport } = await import('../lib/rules/reports/report-columns');
  const { pdfStream } = await import('../server/reports/pdf-stream');
  const PDFDocument = (await import('pdfkit')).default;
  const { syntheticViolations } = await import('./reports-rows');

  const [org] = await provider.db
    .select({ uuid: organisations.uuid })
    .from(organisations)
    .where(eq(organisations.name, NORTHGATE));
  const nth = async (n: number) => {
    const r = (await provider.db.execute(
      sql`select captured_at as at from scans where entity_uuid = ${org.uuid} order by captured_at desc, uuid desc offset ${n - 1} limit 1`,
    )) as unknown as { rows: Array<{ at: Date | string }> };
    return r.rows[0] ? new Date(r.rows[0].at).toISOString() : '2000-01-01T00:00:00.000Z';
  };
  const newest = await nth(1);
  const info = {
    newest,
    csvStart: await nth(CSV_ROWS),
    pdfStart: await nth(PDF_ROWS),
  };

  async function* rawPages(start: string, end: string) {
    let cursor: string | null = null;
    do {
      const page = await scanReportPage(
        provider.db,
        org.uuid,
        { start: new Date(start), end: new Date(end) },
        { cursor, limit: 5000 },
      );
      yield page.rows;
      cursor = page.nextCursor;
    } while (cursor);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    try {
      if (url.pathname === '/bench/info') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(info));
        return;
      }
      if (url.pathname === '/bench/raw.csv') {
        // Raw: the same keyset SQL straight on the database, rows into csv-stringify.
        const start = url.searchParams.get('start')!;
        const end = url.searchParams.get('end')!;
        async function* records() {
          for await (const page of rawPages(start, end)) {
            for (const r of page) yield scanReport.csvColumns.map((c) => c.value(r));
          }
        }
        res.setHeader('content-type', 'text/csv');
        Readable.from(records())
          .pipe(
            stringify({
              header: true,
              columns: scanReport.csvColumns.map((c) => c.header),
              escape_formulas: true,
            }),
          )
          .pipe(res);
        return;
      }
      if (url.pathname === '/bench/violations.pdf') {
        const rows = Number(url.searchParams.get('rows'));
        async function* pages() {
          for (let i = 0; i < rows; i += 1000)
            yield syntheticViolations(i, Math.min(1000, rows - i));
        }
        const body = pdfStream(
          violationReport,
          pages(),
          { title: 'Violations', subtitle: [NORTHGATE, 'Nov 01, 2026 – Nov 20, 2026'] },
          { timeZone: 'America/Detroit' },
        );
        res.setHeader('content-type', 'application/pdf');
        Readable.fromWeb(body as import('node:stream/web').ReadableStream).pipe(res);
        return;
      }
      if (url.pathname === '/bench/raw-violations.pdf') {
        // Raw pdfkit: the same cells at fixed positions, a new page every 34 rows, nothing else.
        const rows = Number(url.searchParams.get('rows'));
        const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 36 });
        res.setHeader('content-type', 'application/pdf');
        doc.pipe(res);
        doc.font('Helvetica').fontSize(8);
        const widths = [80, 64, 36, 64, 50, 144, 56, 56, 130];
        const fmt = { timeZone: 'America/Detroit' };
        let y = 60;
        for (let i = 0; i < rows; i += 1000) {
          for (const row of syntheticViolations(i, Math.min(1000, rows - i))) {
            if (y > 560) {
              doc.addPage();
              y = 60;
            }
            let x = 36;
            violationReport.columns.forEach((c, k) => {
              doc.text(c.text(row, fmt), x, y, { lineBreak: false });
              x += widths[k];
            });
            y += 15;
          }
          await new Promise((r) => setImmediate(r));
          if (res.writableNeedDrain) await new Promise((r) => res.once('drain', r));
        }
        doc.end();
        return;
      }
      // Everything else: the BFF.
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream) : undefined,
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
      const response = await handleBffRequest(request);
      res.statusCode = response.status;
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') res.setHeader(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader('set-cookie', cookies);
      if (response.body)
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
      else res.end();
    } catch (error) {
      console.error('[bench server]', error);
      res.statusCode = 500;
      res.end();
    }
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    console.log(`READY ${address.port}`);
  });
}

// ---------------------------------------------------------------- parent: the measurements
function status(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);

interface Measured {
  seconds: number;
  ttfbMs: number;
  bytes: number;
  lines: number;
  peakRss: number;
  status: number;
}

async function measure(
  pid: number,
  url: string,
  headers: Record<string, string>,
  save?: string,
): Promise<Measured> {
  resetPeak(pid);
  let peak = status(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, status(pid).rss);
  }, 20);
  const started = performance.now();
  let ttfb = 0;
  let bytes = 0;
  let lines = 0;
  const kept: Buffer[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (!ttfb) ttfb = performance.now() - started;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          if (save && bytes < 64 * 1024 * 1024) kept.push(chunk);
        });
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, status(pid).rss, status(pid).hwm);
  if (save) writeFileSync(save, Buffer.concat(kept));
  return { seconds, ttfbMs: ttfb, bytes, lines, peakRss: peak, status: code };
}

async function signIn(base: string): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const send = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: {
        origin: base,
        'content-type': 'application/json',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res.json() as Promise<Record<string, unknown>>;
  };
  await send('POST', '/api/session', { email: 'admin@demo.test', password: 'Parking@2026' });
  const orgs = (await send('GET', '/api/orgs')) as {
    organizations: Array<{ uuid: string; name: string }>;
  };
  const org = orgs.organizations.find((o) => o.name === NORTHGATE)!;
  await send('POST', '/api/orgs/select', { uuid: org.uuid });
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}

async function rawStringifyFromMemory(rows: number): Promise<number> {
  const { stringify } = await import('csv-stringify');
  const { scanReport } = await import('../lib/rules/reports/report-columns');
  const row = {
    uuid: '00000000-0000-4000-8000-000000000000',
    capturedAt: '2026-11-20T14:03:00.000Z',
    plate: 'ABC1234',
    confidence: 0.94,
    fullname: 'Dana Whitfield',
    userEmail: 'dana.whitfield@demo.test',
    listName: 'Faculty & Staff',
    alertMessage: 'Matched on Faculty & Staff',
    latitude: 42.281234,
    longitude: -83.743456,
    imgURL: 'http://127.0.0.1/api/scans/00000000-0000-4000-8000-000000000000/image/plate',
    fullImageURL: 'http://127.0.0.1/api/scans/00000000-0000-4000-8000-000000000000/image/full',
  };
  const started = performance.now();
  async function* records() {
    for (let i = 0; i < rows; i += 1) yield scanReport.csvColumns.map((c) => c.value(row));
  }
  const out = Readable.from(records()).pipe(
    stringify({
      header: true,
      columns: scanReport.csvColumns.map((c) => c.header),
      escape_formulas: true,
    }),
  );
  for await (const chunk of out) void chunk;
  return (performance.now() - started) / 1000;
}

interface Server {
  pid: number;
  base: string;
  headers: Record<string, string>;
  info: { newest: string; csvStart: string; pdfStart: string };
  idle: number;
}

/**
 * Runs one case on a fresh server process: sign in, one small warm-up request of the same
 * kind, a pause, the idle RSS, then the case. A fresh process per case keeps one case's heap
 * from counting in the next one's peak.
 */
async function withServer<T>(
  warmUp: (s: Omit<Server, 'idle'>) => Promise<unknown>,
  run: (s: Server) => Promise<T>,
): Promise<T> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      './bench/support/plain-node.mjs',
      '--import',
      'tsx',
      path.join(root, 'bench', 'reports.ts'),
      '--serve',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let buffered = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const match = /READY (\d+)/.exec(buffered);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    child.stdout!.resume();
    const base = `http://127.0.0.1:${port}`;
    const headers = await signIn(base);
    const info = (await (await fetch(`${base}/bench/info`)).json()) as Server['info'];
    const s = { pid: child.pid!, base, headers, info };
    await warmUp(s);
    await new Promise((r) => setTimeout(r, 2000));
    return await run({ ...s, idle: status(s.pid).rss });
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`[bench] ${os.cpus().length} CPUs, load average ${load()}`);
  const endOf = (s: Omit<Server, 'idle'>) =>
    new Date(Date.parse(s.info.newest) + 1000).toISOString();
  const q = (s: Omit<Server, 'idle'>, start: string) =>
    new URLSearchParams({
      reportType: 'scans',
      startDate: start,
      endDate: endOf(s),
      tz: 'America/Detroit',
    }).toString();
  const line = (name: string, m: Measured, rows: number, idle: number) =>
    `  ${name.padEnd(34)} ${m.seconds.toFixed(1).padStart(6)} s ${Math.round(rows / m.seconds)
      .toLocaleString('en-US')
      .padStart(
        10,
      )} rows/s  TTFB ${m.ttfbMs.toFixed(0).padStart(5)} ms  idle ${mb(idle)} MB, peak +${mb(m.peakRss - idle)} MB  (${mb(m.bytes)} MB out)`;
  const csvUrl = (s: Omit<Server, 'idle'>, start: string) =>
    `${s.base}/api/reports/export.csv?${q(s, start)}`;
  const rawUrl = (s: Omit<Server, 'idle'>, start: string) =>
    `${s.base}/bench/raw.csv?start=${encodeURIComponent(start)}&end=${encodeURIComponent(endOf(s))}`;
  const small = (s: Omit<Server, 'idle'>) => s.info.pdfStart;

  const memorySeconds = await rawStringifyFromMemory(CSV_ROWS);
  const raw = await withServer(
    (s) => measure(s.pid, rawUrl(s, small(s)), s.headers),
    async (s) => ({ m: await measure(s.pid, rawUrl(s, s.info.csvStart), s.headers), idle: s.idle }),
  );
  const bff = await withServer(
    (s) => measure(s.pid, csvUrl(s, small(s)), s.headers),
    async (s) => ({ m: await measure(s.pid, csvUrl(s, s.info.csvStart), s.headers), idle: s.idle }),
  );
  const csvRows = bff.m.lines - 1;
  console.log(`\nScans CSV, ${csvRows.toLocaleString('en-US')} rows (status ${bff.m.status})`);
  console.log(line('BFF /api/reports/export.csv', bff.m, csvRows, bff.idle));
  console.log(line('raw SQL pages + csv-stringify', raw.m, raw.m.lines - 1, raw.idle));
  console.log(
    `  csv-stringify alone, from memory   ${memorySeconds.toFixed(1).padStart(6)} s ${Math.round(
      CSV_ROWS / memorySeconds,
    )
      .toLocaleString('en-US')
      .padStart(10)} rows/s`,
  );
  console.log(
    `  rows/s ratio BFF / raw: ${(raw.m.seconds / bff.m.seconds).toFixed(2)} (target ≥ 0.8); BFF / csv-stringify alone: ${(memorySeconds / bff.m.seconds).toFixed(2)}; BFF peak RSS +${mb(bff.m.peakRss - bff.idle)} MB (target ≤ 150)`,
  );

  const vUrl = (s: Omit<Server, 'idle'>, kind: string, rows: number) =>
    `${s.base}/bench/${kind}.pdf?rows=${rows}`;
  const vPdf = await withServer(
    (s) => measure(s.pid, vUrl(s, 'violations', 2000), s.headers),
    async (s) => ({
      m: await measure(
        s.pid,
        vUrl(s, 'violations', PDF_ROWS),
        s.headers,
        path.join(outDir, 'violations-50k.pdf'),
      ),
      idle: s.idle,
    }),
  );
  const vRaw = await withServer(
    (s) => measure(s.pid, vUrl(s, 'raw-violations', 2000), s.headers),
    async (s) => ({
      m: await measure(
        s.pid,
        vUrl(s, 'raw-violations', PDF_ROWS),
        s.headers,
        path.join(outDir, 'violations-50k-raw.pdf'),
      ),
      idle: s.idle,
    }),
  );
  console.log(`\nViolation PDF, ${PDF_ROWS.toLocaleString('en-US')} synthetic rows`);
  console.log(line('PDF table writer (stream)', vPdf.m, PDF_ROWS, vPdf.idle));
  console.log(line('raw pdfkit', vRaw.m, PDF_ROWS, vRaw.idle));
  console.log(
    `  time ratio writer / raw pdfkit: ${(vPdf.m.seconds / vRaw.m.seconds).toFixed(2)} (target ≤ 2); writer peak RSS +${mb(vPdf.m.peakRss - vPdf.idle)} MB (target ≤ 250)`,
  );

  const pdfUrl = (s: Omit<Server, 'idle'>, start: string) =>
    `${s.base}/api/reports/export.pdf?${q(s, start)}`;
  const sPdf = await withServer(
    (s) =>
      measure(
        s.pid,
        `${s.base}/api/reports/export.pdf?${q(s, new Date(Date.parse(s.info.newest) - 3600_000).toISOString())}`,
        s.headers,
      ),
    async (s) => ({
      m: await measure(
        s.pid,
        pdfUrl(s, s.info.pdfStart),
        s.headers,
        path.join(outDir, 'scans-50k.pdf'),
      ),
      idle: s.idle,
    }),
  );
  console.log(
    `\nScans PDF through the BFF, newest ${PDF_ROWS.toLocaleString('en-US')} scans (status ${sPdf.m.status})`,
  );
  console.log(line('BFF /api/reports/export.pdf', sPdf.m, PDF_ROWS, sPdf.idle));
  console.log(
    `\n[bench] load average at the end ${load()}; PDFs in ${path.relative(root, outDir)}`,
  );
}

if (process.argv.includes('--serve')) {
  void serve();
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
