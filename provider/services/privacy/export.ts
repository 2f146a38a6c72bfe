import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { DataRequestQuery, DataRequestSummary } from '../../../lib/contract';
import type { DbOrTx } from '../../db/types';
import { recordAudit, type OrgContext } from '../access';
import type { FileStorage } from '../files';
import { countOf, imagePagesOf, imageQueriesOf, kindsOf, pagesOf } from './kinds';
import type { RecordKind, RequestScope } from './record-kind';
import { readmeText, type ExportTally } from './readme';
import { resolveScope } from './scope';
import { pulledStream, zipChunks, type ZipEntry } from './zip-stream';

/**
 * A person's data on request (issue 30 item 5): what the organisation holds about a plate or a
 * customer e-mail, counted, then exported as a ZIP streamed as it is read — one CSV per kind
 * (a page of rows at a time), the images one file at a time, and README.txt last.
 */

async function countsOf(db: DbOrTx, scope: RequestScope) {
  const counts: DataRequestSummary['counts'] = [];
  for (const { kind, rows } of kindsOf(scope)) {
    counts.push({ kind: kind.kind, label: kind.label, count: await countOf(db, rows) });
  }
  let images = 0;
  for (const query of imageQueriesOf(scope)) images += await countOf(db, query);
  return { counts, images };
}

function summaryOf(
  scope: RequestScope,
  timeZone: string,
  tally: Awaited<ReturnType<typeof countsOf>>,
): DataRequestSummary {
  return {
    subject:
      scope.plate !== null
        ? { type: 'plate', value: scope.plate }
        : { type: 'email', value: scope.email ?? '' },
    counts: tally.counts,
    images: tally.images,
    timeZone,
    checkedAt: new Date().toISOString(),
  };
}

/** What the organisation holds about the plate or the e-mail: records per kind and images. */
export async function dataRequestSummary(
  ctx: OrgContext,
  query: DataRequestQuery,
): Promise<DataRequestSummary> {
  const scope = await resolveScope(ctx.db, ctx.org.uuid, query);
  return summaryOf(scope, ctx.org.timeZone, await countsOf(ctx.db, scope));
}

const encoder = new TextEncoder();

/** A kind's CSV: the header, then each page of rows as it is read (formulas escaped). */
async function* csvOf(
  db: DbOrTx,
  kind: RecordKind,
  rows: SQL,
  timeZone: string,
  tally: ExportTally,
): AsyncGenerator<Uint8Array> {
  const headers = kind.columns.map((c) => c.header);
  yield encoder.encode(stringify([headers], { escape_formulas: true }));
  let written = 0;
  for await (const page of pagesOf(db, rows)) {
    const records = page.map((row) => kind.columns.map((c) => c.value(row, timeZone)));
    written += records.length;
    yield encoder.encode(stringify(records, { escape_formulas: true }));
  }
  tally.rows.set(kind.kind, written);
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The image files, one at a time: each read from storage only when the ZIP takes it. */
async function* imageEntries(
  db: DbOrTx,
  storage: FileStorage,
  scope: RequestScope,
  tally: ExportTally,
): AsyncGenerator<ZipEntry> {
  for (const query of imageQueriesOf(scope)) {
    for await (const page of imagePagesOf(db, query)) {
      for (const image of page) {
        const name = `${image.folder}/${image.file_uuid}.${EXTENSIONS[String(image.content_type)] ?? 'bin'}`;
        const bytes = await storage.get(String(image.path));
        if (!bytes) {
          tally.missing.push(name);
          continue;
        }
        tally.images += 1;
        yield { name, modified: new Date(), compress: false, data: once(bytes) };
      }
    }
  }
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

async function* entriesOf(
  ctx: OrgContext,
  storage: FileStorage,
  scope: RequestScope,
  exportedAt: Date,
): AsyncGenerator<ZipEntry> {
  const tally: ExportTally = { rows: new Map(), images: 0, missing: [] };
  const modified = exportedAt;
  for (const { kind, rows } of kindsOf(scope)) {
    const data = csvOf(ctx.db, kind, rows, ctx.org.timeZone, tally);
    yield { name: `${kind.kind}.csv`, modified, compress: true, data };
  }
  yield* imageEntries(ctx.db, storage, scope, tally);
  const readme = readmeText({
    organisation: ctx.org,
    actor: ctx.actor.user,
    scope,
    exportedAt,
    kinds: kindsOf(scope).map(({ kind }) => kind),
    tally,
  });
  yield { name: 'README.txt', modified, compress: true, data: once(encoder.encode(readme)) };
}

/**
 * The export as a streamed ZIP, written to the audit log first ('privacy.exported': the plate or
 * the e-mail, the counts, the export's id), so an export that was handed out is always on record.
 */
export async function dataRequestExport(
  ctx: OrgContext,
  storage: FileStorage,
  query: DataRequestQuery,
): Promise<ReadableStream<Uint8Array>> {
  const exportId = randomUUID();
  const scope = await resolveScope(ctx.db, ctx.org.uuid, query, exportId);
  const tally = await countsOf(ctx.db, scope);
  const exportedAt = new Date();
  await recordAudit(ctx.db, {
    entityUuid: ctx.org.uuid,
    actor: ctx.actor.user,
    action: 'privacy.exported',
    plate: scope.plate,
    detail: {
      exportId,
      ...(scope.email !== null ? { email: scope.email } : {}),
      counts: Object.fromEntries(tally.counts.map((c) => [c.kind, c.count])),
      images: tally.images,
    },
  });
  return pulledStream(zipChunks(entriesOf(ctx, storage, scope, exportedAt)));
}
