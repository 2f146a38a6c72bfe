/**
 * The floor of this machine for the product's reads (issue 26 item 8): node:http and the database
 * driver, no framework. For each read of a capture file (bench/support/capture-reads.ts: the
 * statements the provider ran for one BFF call, with their parameters) it runs the same
 * statements in the same order and writes the same JSON the BFF answers (bench/scale.ts checks
 * the bytes before it measures). It checks only that the session cookie is there.
 *
 * Plain Node: `node bench/support/bare-server.mjs` with
 *   BARE_PORT, BARE_CAPTURE (the capture file), BARE_COOKIE (the session cookie's name), and
 *   BARE_DATABASE_URL (PostgreSQL through pg, a pool of BARE_POOL_MAX, default 10, as the
 *   provider's) or BARE_DATA_DIR (the embedded database's folder, PGlite, one connection).
 * The pieces of the answers (bare-answers.mjs) are the provider's and the BFF's mappings
 * written out by hand.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { answerOf } from './bare-answers.mjs';

const port = Number(process.env.BARE_PORT);
const cookieName = process.env.BARE_COOKIE;
const { reads, capturedAt } = JSON.parse(readFileSync(process.env.BARE_CAPTURE, 'utf8'));

/** The database's timestamps as its text (as drizzle reads them): 1184 timestamptz, 1114, 1082, 1186. */
const TEXT_TYPES = new Set([1184, 1114, 1082, 1186]);

async function openDatabase() {
  if (process.env.BARE_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: process.env.BARE_DATABASE_URL,
      max: Number(process.env.BARE_POOL_MAX ?? 10),
    });
    const types = {
      getTypeParser: (oid, format) =>
        TEXT_TYPES.has(oid) ? (v) => v : pg.types.getTypeParser(oid, format),
    };
    return {
      query: (s, values) =>
        pool.query({ text: s.text, values, rowMode: 'array', types, name: s.name ?? undefined }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(`${process.env.BARE_DATA_DIR}/pglite`, {
    extensions: { pg_trgm },
  });
  const parsers = Object.fromEntries([...TEXT_TYPES].map((oid) => [oid, (v) => v]));
  return { query: (s, values) => db.query(s.text, values, { rowMode: 'array', parsers }) };
}

const db = await openDatabase();

/**
 * A captured parameter that was the request's time (the session check's "expires after now")
 * is now's time again; everything else is replayed as captured.
 */
const capturedMs = Date.parse(capturedAt);
const isCapturedNow = (v) =>
  typeof v === 'string' &&
  v.length === 24 &&
  v.endsWith('Z') &&
  Math.abs(Date.parse(v) - capturedMs) < 60_000;
for (const read of reads) {
  read.nowAt = read.statements.map((s) => s.values.map(isCapturedNow));
}

/** Runs a read's statements in order; `valuesOf(i, captured)` may give a statement new values. */
async function run(read, valuesOf) {
  const now = new Date().toISOString();
  const results = [];
  for (let i = 0; i < read.statements.length; i++) {
    const s = read.statements[i];
    const marks = read.nowAt[i];
    let values = s.values.map((v, j) => (marks[j] ? now : v));
    values = valuesOf?.(i, values, results) ?? values;
    results.push(await db.query(s, values));
  }
  return results;
}

const byPath = new Map(reads.map((r) => [r.path, r]));

function hasSession(req) {
  const header = req.headers.cookie;
  return typeof header === 'string' && header.includes(`${cookieName}=`);
}

const server = http.createServer(async (req, res) => {
  const read = req.method === 'GET' ? byPath.get(req.url) : undefined;
  if (!read) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end('{"error":{"code":"NOT_FOUND","message":"Not found."}}');
  }
  if (!hasSession(req)) {
    res.writeHead(401, { 'content-type': 'application/json' });
    return res.end('{"error":{"code":"UNAUTHENTICATED","message":"Sign in."}}');
  }
  try {
    const body = JSON.stringify(await answerOf(read, run));
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"error":{"code":"INTERNAL","message":"Failed."}}');
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`[bare] listening on ${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
