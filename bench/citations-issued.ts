/**
 * Issued violations and the Violations report benchmark (issue 13). Run: `npm run bench:citations`
 * (the first run seeds 1,000,000 citations for Northgate into bench/out/citations-data with bulk
 * inserts; later runs reuse it).
 *
 * 1. The issued list (page 0, a deep page), the location filter and the search (plate, notice
 *    number) through the BFF (session cookie, guards, provider call in-process, zod, JSON) against
 *    the same SQL statements replayed raw on the same connection (bench/support/bff-vs-raw.ts, the
 *    permits and scans benches' method): p50/p95/min and ratios, target ≤ 1.5.
 * 2. The violations CSV of every citation (1,000,000 rows) through the BFF's streamed export
 *    against the raw database path (the same keyset SQL on the connection, the same row rules,
 *    csv-stringify): throughput ratio raw time / BFF time, target ≥ 0.8.
 * 3. The landscape violation PDF of the newest 50,000 real citations through the BFF against raw
 *    pdfkit (the same rows read raw, cells at fixed positions): time ratio, target ≤ 2; and the
 *    process's peak JS heap growth (and RSS, which includes the embedded database's memory)
 *    for 10,000 and for 50,000 rows (flat: about the same).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { BffClient } from '../tests/support/bff-client';
import {
  compareWithRaw,
  openBenchDatabase,
  printRatios,
  printTarget,
  signedInBff,
} from './support/bff-vs-raw';

const TARGET = Number(process.env.BENCH_CITATIONS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const PDF_ROWS = Number(process.env.BENCH_PDF_ROWS ?? 50_000);
const BATCH = 100_000;
const ORG = 'Northgate University Parking';
const NUMBER_BASE = 10_000_000;
/** Which parts to run: BENCH_PARTS=1,2,3 (default all). */
const PARTS = new Set((process.env.BENCH_PARTS ?? '1,2,3').split(',').map(Number));
/** Set in the child process that measures the PDF's memory (part 3). */
const HEAP_CHILD = process.env.BENCH_PDF_HEAP_CHILD === '1';
const HEAP_LINE = 'PDF-HEAP ';

/** A writable that drops what it is given. */
const sink = () =>
  new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });

/** Reads a response's body to the end; answers its bytes. */
async function drain(res: Response): Promise<number> {
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

const reportUrl = (kind: 'csv' | 'pdf', start: string, end: string) =>
  `/api/reports/export.${kind}?${new URLSearchParams({ reportType: 'violations', startDate: start, endDate: end, tz: 'UTC' })}`;

/** The instant of the n-th newest citation (a report window holding the newest n). */
async function startOfNewest(
  rowsOf: <T>(q: ReturnType<typeof sql>) => Promise<T[]>,
  entity: string,
  n: number,
): Promise<string> {
  const [{ at }] = await rowsOf<{ at: string }>(
    sql`select to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from citations where entity_uuid = ${entity} order by issued_at desc, uuid desc offset ${n - 1} limit 1`,
  );
  return at;
}

/** The BFF's violation PDF of the newest `rows` citations: its time and size. */
async function bffPdf(
  bff: BffClient,
  rowsOf: <T>(q: ReturnType<typeof sql>) => Promise<T[]>,
  entity: string,
  rows: number,
  end: string,
): Promise<{ ms: number; bytes: number }> {
  const url = reportUrl('pdf', await startOfNewest(rowsOf, entity, rows), end);
  const at = performance.now();
  const res = await bff.send('GET', url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const bytes = await drain(res);
  return { ms: performance.now() - at, bytes };
}

interface HeapFigure {
  rows: number;
  /** Peak live JS heap above the start (sampled after a full GC every 250 ms), bytes. */
  liveGrowth: number;
  /** Peak JS heap above the start, garbage included, bytes. */
  peakGrowth: number;
  /** Peak RSS above the start (includes the embedded database's memory), bytes. */
  rssGrowth: number;
  ms: number;
}

/**
 * The child process of part 3 (a fresh heap, nothing else running in it): the BFF's PDF of the
 * newest 10,000 and of the newest 50,000 citations, each after a full GC, the JS heap sampled
 * every 20 ms (peak, garbage included) and after a forced full GC every 250 ms (peak live
 * heap); one line per size on stdout for the parent.
 */
async function heapChild() {
  const gc = global.gc;
  if (!gc) throw new Error('the PDF heap child needs --expose-gc');
  const { rowsOf, close } = await openBenchDatabase('citations-data');
  const [{ uuid: entity }] = await rowsOf<{ uuid: string }>(
    sql`select uuid from organisations where name = ${ORG}`,
  );
  const bff = await signedInBff('admin@demo.test', ORG);
  const end = new Date(Date.now() + 60_000).toISOString();
  await bffPdf(bff, rowsOf, entity, 2_000, end); // code and caches warm
  for (const rows of [10_000, PDF_ROWS]) {
    gc();
    const base = process.memoryUsage();
    let peakHeap = base.heapUsed;
    let peakLive = base.heapUsed;
    let peakRss = base.rss;
    const sample = () => {
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
    };
    const fast = setInterval(sample, 20);
    const live = setInterval(() => {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }, 250);
    try {
      const { ms } = await bffPdf(bff, rowsOf, entity, rows, end);
      sample();
      const figure: HeapFigure = {
        rows,
        liveGrowth: peakLive - base.heapUsed,
        peakGrowth: peakHeap - base.heapUsed,
        rssGrowth: peakRss - base.rss,
        ms,
      };
      console.log(HEAP_LINE + JSON.stringify(figure));
    } finally {
      clearInterval(fast);
      clearInterval(live);
    }
  }
  await close();
}

/** Runs heapChild in a child process (the database closed here first) and answers its figures. */
function heapInChild(): Promise<HeapFigure[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, '--expose-gc', process.argv[1], ...process.argv.slice(2)],
      {
        env: { ...process.env, BENCH_PDF_HEAP_CHILD: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      out += text;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the PDF heap child exited with ${code}`));
      resolve(
        out
          .split('\n')
          .filter((l) => l.startsWith(HEAP_LINE))
          .map((l) => JSON.parse(l.slice(HEAP_LINE.length)) as HeapFigure),
      );
    });
  });
}

async function main() {
  const t0 = performance.now();
  const { db, rowsOf, close } = await openBenchDatabase('citations-data');
  const { stringify } = await import('csv-stringify');
  const PDFDocument = (await import('pdfkit')).default;
  const { violationReport } = await import('../lib/rules/reports/report-columns');
  const { citationReportAmountAfter, citationStatusAfter } =
    await import('../lib/rules/citations/citation-status');
  const { citationStatusLabel } = await import('../lib/rules/citations/issued-display');

  const [{ uuid: entity }] = await rowsOf<{ uuid: string }>(
    sql`select uuid from organisations where name = ${ORG}`,
  );
  const count = async () =>
    Number(
      (
        await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from citations where entity_uuid = ${entity} and citation_number > ${NUMBER_BASE}`,
        )
      )[0].n,
    );

  // The bench's own type and six locations.
  let [type] = await rowsOf<{ uuid: string }>(
    sql`select uuid from citation_types where entity_uuid = ${entity} and name = 'Bench meter'`,
  );
  if (!type) {
    [type] = await rowsOf<{ uuid: string }>(sql`
      insert into citation_types (entity_uuid, name, citation_description, amount, late_amount1,
        late_days1, late_amount2, late_days2, is_used)
      values (${entity}, 'Bench meter', 'Expired meter (bench)', 5000, 7500, 14, 10000, 30, true)
      returning uuid`);
    for (let i = 1; i <= 6; i++) {
      await db.execute(
        sql`insert into citation_locations (entity_uuid, name) values (${entity}, ${`Bench lot ${i}`})`,
      );
    }
  }
  const locations = await rowsOf<{ uuid: string; name: string }>(
    sql`select uuid, name from citation_locations where entity_uuid = ${entity} and name like 'Bench lot %' order by name`,
  );

  let have = await count();
  if (have < TARGET) {
    console.log(`[bench] seeding ${(TARGET - have).toLocaleString()} citations for ${ORG} …`);
    const started = performance.now();
    const lu = locations.map((l) => l.uuid);
    const ln = locations.map((l) => l.name);
    while (have < TARGET) {
      const n = Math.min(BATCH, TARGET - have);
      // Newest first over about two years (one a minute), every status of §4, 200,000 plates.
      await db.execute(sql`
        insert into citations (entity_uuid, citation_number, type_uuid, citation_name,
          citation_description, plate, state_prov, color, make, model, location_uuid, location,
          officer_name, amount, late_amount1, late_days1, late_amount2, late_days2, payment_status,
          paid_total, paid_net, date_paid, void_date, source, issued_at)
        select ${entity}::uuid, ${NUMBER_BASE} + g, ${type.uuid}::uuid, 'Bench meter',
          'Expired meter (bench)', 'BN' || lpad((g % 200000)::text, 6, '0'), 'MI', 'BLUE', 'FORD',
          'FOCUS', (${`{${lu.join(',')}}`}::uuid[])[1 + g % 6], (${`{${ln.map((x) => `"${x}"`).join(',')}}`}::text[])[1 + g % 6],
          'Bench Officer', 5000, 7500, 14, 10000, 30,
          (array['open','open','open','paid','paid off platform','uncollectable'])[1 + g % 6],
          case when g % 6 = 3 then 5200 else 0 end, case when g % 6 = 3 then 4800 else 0 end,
          case when g % 6 in (3, 4) then now() - make_interval(mins => g) + interval '2 days' end,
          case when g % 50 = 7 then now() - make_interval(mins => g) + interval '1 day' end,
          'seed', now() - make_interval(mins => g)
        from generate_series(${have + 1}::int, ${have + n}::int) as g`);
      have += n;
      console.log(`[bench]   ${have.toLocaleString()}`);
    }
    await db.execute(sql`vacuum analyze citations`);
    console.log(`[bench]   done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const total = Number(
    (
      await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from citations where entity_uuid = ${entity}`,
      )
    )[0].n,
  );
  console.log(`[bench] ${ORG}: ${total.toLocaleString()} citations`);
  console.log(`[bench] database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const bff = await signedInBff('admin@demo.test', ORG);

  // ---------------------------------------------------------------- 1. list, filter, search
  if (PARTS.has(1)) {
    const lot = locations[2].uuid;
    const [sample] = await rowsOf<{ plate: string; n: number }>(
      sql`select plate, citation_number as n from citations where entity_uuid = ${entity} and citation_number = ${NUMBER_BASE + 123_457}`,
    );
    const rows = await compareWithRaw(
      db,
      bff,
      [
        { name: 'issued page 0', url: '/api/citations/issued?tz=UTC' },
        { name: 'issued page 200', url: '/api/citations/issued?page=200&tz=UTC' },
        { name: 'location page 0', url: `/api/citations/issued?location=${lot}&tz=UTC` },
        {
          name: 'location page 100',
          url: `/api/citations/issued?location=${lot}&page=100&tz=UTC`,
        },
        {
          name: 'search plate',
          url: `/api/citations/issued?search=${sample.plate.toLowerCase()}&tz=UTC`,
        },
        { name: 'search notice #', url: `/api/citations/issued?search=${sample.n}&tz=UTC` },
      ],
      { iterations: ITERATIONS },
    );
    printTarget(
      printRatios(
        `Issued violations: ${ITERATIONS} runs each, ${total.toLocaleString()} citations in one organisation, embedded PGlite, Node ${process.version}`,
        rows,
      ),
    );
  }
  const rawQuery = (text: string, params: unknown[]) =>
    (
      db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<unknown> } }
    ).$client.query(text, params);

  // ---------------------------------------------------------------- raw rows of the report
  type Raw = {
    uuid: string;
    citation_number: number;
    plate: string;
    state_prov: string | null;
    issued_at: string | Date;
    cursor_at: string;
    citation_name: string;
    payment_status: string;
    void_date: string | null;
    amount: number;
    amount_override: number | null;
    late_amount1: number | null;
    late_days1: number | null;
    late_amount2: number | null;
    late_days2: number | null;
    paid_total: number;
    location: string | null;
  };
  const now = new Date();
  const today = Math.floor(now.getTime() / 86_400_000);
  async function* rawReportRows(start: string, end: string) {
    let cursor: { at: string; uuid: string } | null = null;
    for (;;) {
      const params: unknown[] = [entity, start, end];
      let keyset = '';
      if (cursor) {
        params.push(cursor.at, cursor.uuid);
        keyset = 'and (issued_at, uuid) < ($4::timestamptz, $5::uuid)';
      }
      const result = (await rawQuery(
        `select uuid, citation_number, plate, state_prov, issued_at,
           to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
           citation_name, payment_status, void_date, amount, amount_override, late_amount1,
           late_days1, late_amount2, late_days2, paid_total, location
         from citations where entity_uuid = $1 and issued_at >= $2::timestamptz
           and issued_at <= $3::timestamptz ${keyset}
         order by issued_at desc, uuid desc limit 5000`,
        params,
      )) as { rows: Raw[] };
      const rows = result.rows.map((r) => {
        const state = {
          ...r,
          paymentStatus: r.payment_status,
          voidDate: r.void_date,
          issuedAt: new Date(r.issued_at),
          amountOverride: r.amount_override,
          lateAmount1: r.late_amount1,
          lateDays1: r.late_days1,
          lateAmount2: r.late_amount2,
          lateDays2: r.late_days2,
          paidTotal: r.paid_total,
        };
        const since = today - Math.floor(state.issuedAt.getTime() / 86_400_000);
        return {
          uuid: r.uuid,
          violationNumber: String(r.citation_number),
          plate: r.plate,
          state: r.state_prov ?? '',
          issuedAt: new Date(r.issued_at).toISOString(),
          offense: r.citation_name,
          status: citationStatusLabel(citationStatusAfter(state, since)).label,
          amountCents: citationReportAmountAfter(state, since),
          location: r.location ?? '',
        };
      });
      if (rows.length > 0) yield rows;
      if (result.rows.length < 5000) return;
      const last = result.rows[result.rows.length - 1];
      cursor = { at: last.cursor_at, uuid: last.uuid };
    }
  }

  const [{ first }] = await rowsOf<{ first: string }>(
    sql`select to_char(min(issued_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as first from citations where entity_uuid = ${entity}`,
  );
  const endAll = new Date(now.getTime() + 60_000).toISOString();

  if (PARTS.has(2)) {
    // ---------------------------------------------------------------- 2. CSV of every citation
    let started = performance.now();
    const csvBytes = await drain(await bff.send('GET', reportUrl('csv', first, endAll)));
    const csvBff = performance.now() - started;
    started = performance.now();
    let rawRows = 0;
    await pipeline(
      Readable.from(
        (async function* () {
          for await (const page of rawReportRows(first, endAll)) {
            for (const r of page) {
              rawRows++;
              yield violationReport.csvColumns.map((c) => c.value(r));
            }
          }
        })(),
      ),
      stringify({
        header: true,
        columns: violationReport.csvColumns.map((c) => c.header),
        escape_formulas: true,
      }),
      sink(),
    );
    const csvRaw = performance.now() - started;
    const csvRatio = csvRaw / csvBff;
    console.log(
      `\nViolations CSV: ${rawRows.toLocaleString()} rows, ${(csvBytes / 1e6).toFixed(1)} MB: BFF ${(csvBff / 1000).toFixed(1)} s (${Math.round(rawRows / (csvBff / 1000)).toLocaleString()} rows/s), raw ${(csvRaw / 1000).toFixed(1)} s → throughput ratio ${csvRatio.toFixed(2)} (target ≥ 0.8) → ${csvRatio >= 0.8 ? 'met' : 'NOT met'}`,
    );
  }
  /** Raw pdfkit drawing the report rows from `start` (the cells at fixed positions): ms. */
  const rawPdf = (start: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 36 });
      const out = sink();
      out.on('finish', () => resolve(performance.now() - started));
      out.on('error', reject);
      doc.pipe(out);
      doc.font('Helvetica').fontSize(8);
      const widths = [80, 64, 36, 64, 50, 144, 56, 56, 130];
      const fmt = { timeZone: 'UTC' };
      let y = 60;
      void (async () => {
        for await (const page of rawReportRows(start, endAll)) {
          for (const row of page) {
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
        }
        doc.end();
      })().catch(reject);
    });

  if (PARTS.has(3)) {
    // ---------------------------------------------------------------- 3. the violation PDF
    // The time: the BFF's PDF of the newest 50,000 against raw pdfkit drawing the same rows,
    // alternately, BENCH_PDF_RUNS times each (default 2); the fastest run of each is compared.
    await bffPdf(bff, rowsOf, entity, 2_000, endAll); // code and caches warm
    const pdfStart = await startOfNewest(rowsOf, entity, PDF_ROWS);
    const runs = Number(process.env.BENCH_PDF_RUNS ?? 2);
    const bffRuns: Array<{ ms: number; bytes: number }> = [];
    const rawRuns: number[] = [];
    for (let i = 0; i < runs; i++) {
      bffRuns.push(await bffPdf(bff, rowsOf, entity, PDF_ROWS, endAll));
      rawRuns.push(await rawPdf(pdfStart));
    }
    const pdfBff = Math.min(...bffRuns.map((r) => r.ms));
    const pdfRaw = Math.min(...rawRuns);
    const pdfRatio = pdfBff / pdfRaw;
    console.log(
      `\nViolations PDF: ${PDF_ROWS.toLocaleString()} real citations, ${(bffRuns[0].bytes / 1e6).toFixed(1)} MB, fastest of ${runs}: BFF ${(pdfBff / 1000).toFixed(1)} s, raw pdfkit ${(pdfRaw / 1000).toFixed(1)} s → ratio ${pdfRatio.toFixed(2)} (target ≤ 2) → ${pdfRatio <= 2 ? 'met' : 'NOT met'}`,
    );
  }
  await close();

  if (PARTS.has(3)) {
    // The memory: in a child process with a fresh heap (this one's database closed first).
    const [small, large] = await heapInChild();
    const mb = (b: number) => `${(b / 1e6).toFixed(0)} MB`;
    const flat = large.liveGrowth <= small.liveGrowth * 1.5 + 10e6;
    for (const f of [small, large]) {
      console.log(
        `  PDF of ${f.rows.toLocaleString().padStart(6)} rows (child process, ${(f.ms / 1000).toFixed(1)} s): peak live JS heap +${mb(f.liveGrowth)}, peak JS heap incl. garbage +${mb(f.peakGrowth)}, RSS +${mb(f.rssGrowth)}`,
      );
    }
    console.log(
      `  live heap ${PDF_ROWS.toLocaleString()} rows vs 10,000 rows: ${flat ? 'flat' : 'NOT flat'} (flat: at most 1.5 × + 10 MB)`,
    );
  }
}

if (HEAP_CHILD) {
  heapChild().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
