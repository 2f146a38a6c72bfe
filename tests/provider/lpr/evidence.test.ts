/**
 * Tamper-evident evidence (issue 30 item 4), with the files in a storage folder: the digests
 * recorded at ingestion are the SHA-256 of the stored bytes and of the read's canonical text; a
 * plate edit keeps the camera's read and its digest; the verify action reports a changed or
 * removed file (and a changed read) as a mismatch; organisation and role boundaries.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import {
  citationEvidence,
  citationVerification,
  scanEvidence,
  scanVerification,
} from '@/lib/contract';
import { canonicalRead } from '@/lib/rules/lpr/evidence-digest';
import { createProviderApp, type Provider } from '@/provider';
import { LocalFileStorage } from '@/provider/services/files';
import { call, type Json } from '../helpers';
import { openLprFixture, PNG_BYTES, uploadScan, type LprFixture } from '../../support/lpr';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

let fx: LprFixture;
let root: string;
let storage: LocalFileStorage;
/** The provider's routes over the fixture's database, its files in a folder. */
let local: Provider;

beforeAll(async () => {
  fx = await openLprFixture();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'vert-evidence-'));
  storage = new LocalFileStorage(root);
  const app = createProviderApp({ db: fx.provider.db, storage });
  local = { ...fx.provider, fetch: (r: Request) => app.fetch(r) } as Provider;
}, 120_000);
afterAll(async () => {
  await fx.close();
  await fs.rm(root, { recursive: true, force: true });
});

const scanPath = (uuid: string, entity = fx.northgate) =>
  `/api/v2/dashboard/${entity}/plate/${uuid}/evidence`;
const send = async (
  account: 'admin' | 'super' | 'patrol',
  method: string,
  p: string,
  body?: Json,
) => call(local, method, p, { token: await fx.token(account), body });

const fields = (plate: string) => ({
  entityUUID: fx.northgate,
  plate,
  capturedAt: new Date(Date.now() - 60_000).toISOString(),
  confidence: 0.87,
  latitude: 42.3601234,
  longitude: -71.0589876,
});

/** A new scan with an image, uploaded by the patrol into the folder storage. */
async function ingest(plate = `EV${randomUUID().slice(0, 5).toUpperCase()}`) {
  const f = fields(plate);
  const res = await uploadScan(local, {
    token: await fx.token('patrol'),
    fields: f,
    image: { bytes: PNG_BYTES, type: 'image/png' },
  });
  expect(res.status).toBe(200);
  const [row] = await fx.rows<{ path: string; sha256: string; read_digest: string }>(sql`
    select f.path, f.sha256, s.read_digest from scans s join stored_files f on f.uuid = s.image_file_uuid
    where s.uuid = ${res.json.uuid}`);
  return { uuid: res.json.uuid as string, plate, fields: f, ...row };
}

describe('digests at ingestion', () => {
  it("records the SHA-256 of the image's stored bytes and of the read's canonical text", async () => {
    const scan = await ingest();
    const onDisk = new Uint8Array(await fs.readFile(path.join(root, ...scan.path.split('/'))));
    expect(scan.sha256).toBe(sha256(onDisk));
    const expected = canonicalRead({
      plate: scan.plate,
      confidence: scan.fields.confidence,
      capturedAt: scan.fields.capturedAt,
      latitude: scan.fields.latitude,
      longitude: scan.fields.longitude,
      uploaderUuid: fx.user['patrol@demo.test'],
    });
    expect(scan.read_digest).toBe(sha256(expected));

    const res = await send('admin', 'GET', scanPath(scan.uuid));
    expect(res.status).toBe(200);
    const evidence = scanEvidence.parse(res.json);
    expect(evidence.read).toEqual({
      plate: scan.plate,
      effectivePlate: scan.plate,
      digest: scan.read_digest,
      digestVersion: 1,
      correction: null,
    });
    expect(evidence.images).toEqual([
      expect.objectContaining({ label: 'Scan image', sha256: scan.sha256 }),
    ]);
  });

  it('verifies an untouched scan as a match, read and image, and records the check', async () => {
    const scan = await ingest();
    const res = await send('admin', 'POST', `${scanPath(scan.uuid)}/verify`);
    expect(res.status).toBe(200);
    const verified = scanVerification.parse(res.json);
    expect(verified.read).toEqual({
      recorded: scan.read_digest,
      actual: scan.read_digest,
      result: 'match',
    });
    expect(verified.images.map((i) => i.result)).toEqual(['match']);
    const audit = await fx.rows<{ action: string; plate: string; detail: Json }>(sql`
      select action, plate, detail from audit_events where target_uuid = ${scan.uuid}`);
    expect(audit).toEqual([
      {
        action: 'scan.evidence_verified',
        plate: scan.plate,
        detail: { read: 'match', images: ['match'] },
      },
    ]);
  });

  it('says honestly that a scan from before digests has none', async () => {
    const [old] = await fx.rows<{ uuid: string; plate: string }>(sql`
      select uuid, plate from scans where entity_uuid = ${fx.northgate} and read_digest is null limit 1`);
    const evidence = scanEvidence.parse((await send('admin', 'GET', scanPath(old.uuid))).json);
    expect(evidence.read).toMatchObject({ plate: old.plate, digest: null, digestVersion: null });
    const verified = scanVerification.parse(
      (await send('admin', 'POST', `${scanPath(old.uuid)}/verify`)).json,
    );
    expect(verified.read.result).toBe('unrecorded');
  });
});

describe('a plate edit', () => {
  it("keeps the camera's read and its digest, and records the correction beside it", async () => {
    const scan = await ingest();
    const corrected = `${scan.plate.slice(0, -1)}Z`;
    const edit = await send('admin', 'PUT', '/api/v1/dashboard/plate', {
      uuid: scan.uuid,
      plate: corrected,
      isDelete: false,
      entityUUID: fx.northgate,
    });
    expect(edit.status).toBe(200);
    expect(edit.json.plate).toBe(corrected);
    const [row] = await fx.rows<Json>(sql`
      select plate, original_plate, read_digest, corrected_by_uuid, corrected_at from scans
      where uuid = ${scan.uuid}`);
    expect(row).toMatchObject({
      plate: corrected,
      original_plate: scan.plate,
      read_digest: scan.read_digest,
      corrected_by_uuid: fx.user['admin@demo.test'],
    });
    expect(row.corrected_at).not.toBeNull();

    const evidence = scanEvidence.parse((await send('admin', 'GET', scanPath(scan.uuid))).json);
    expect(evidence.read).toMatchObject({
      plate: scan.plate,
      effectivePlate: corrected,
      digest: scan.read_digest,
      correction: { plate: corrected, by: expect.any(String) },
    });
    const verified = scanVerification.parse(
      (await send('admin', 'POST', `${scanPath(scan.uuid)}/verify`)).json,
    );
    expect(verified.read.result).toBe('match');

    // Back to the read: no correction is left to show, the read still matches.
    await send('admin', 'PUT', '/api/v1/dashboard/plate', {
      uuid: scan.uuid,
      plate: scan.plate,
      isDelete: false,
      entityUUID: fx.northgate,
    });
    const back = scanEvidence.parse((await send('admin', 'GET', scanPath(scan.uuid))).json);
    expect(back.read).toMatchObject({
      plate: scan.plate,
      effectivePlate: scan.plate,
      correction: null,
    });
  });
});

describe('tampering', () => {
  it('reports a mismatch after the stored file is changed on disk, and a missing file', async () => {
    const scan = await ingest();
    const file = path.join(root, ...scan.path.split('/'));
    const bytes = await fs.readFile(file);
    bytes[bytes.length - 1] ^= 0xff;
    await fs.writeFile(file, bytes);
    const changed = scanVerification.parse(
      (await send('admin', 'POST', `${scanPath(scan.uuid)}/verify`)).json,
    );
    expect(changed.read.result).toBe('match');
    expect(changed.images[0]).toMatchObject({
      sha256: scan.sha256,
      actual: sha256(bytes),
      result: 'mismatch',
    });

    await fs.rm(file);
    const gone = scanVerification.parse(
      (await send('admin', 'POST', `${scanPath(scan.uuid)}/verify`)).json,
    );
    expect(gone.images[0]).toMatchObject({ actual: null, result: 'missing' });
  });

  it('reports a mismatch of the read after its stored fields are changed', async () => {
    const scan = await ingest();
    await fx.rows(sql`update scans set latitude = latitude + 0.001 where uuid = ${scan.uuid}`);
    const verified = scanVerification.parse(
      (await send('admin', 'POST', `${scanPath(scan.uuid)}/verify`)).json,
    );
    expect(verified.read).toMatchObject({ recorded: scan.read_digest, result: 'mismatch' });
    expect(verified.images[0].result).toBe('match');
  });

  it("verifies a citation's evidence image and reports it changed on disk", async () => {
    const scan = await ingest();
    const issued = await send(
      'admin',
      'POST',
      `/api/v1/dashboard/${fx.northgate}/scans/${scan.uuid}/citation`,
      { typeUUID: await meterType(), idempotencyKey: `k-${randomUUID()}` },
    );
    expect(issued.status).toBe(200);
    const base = `/api/v1/citations/${fx.northgate}/citation/${issued.json.uuid}/evidence`;
    const evidence = citationEvidence.parse((await send('admin', 'GET', base)).json);
    expect(evidence.images).toHaveLength(1);
    const [stored] = await fx.rows<{ path: string; sha256: string }>(sql`
      select path, sha256 from stored_files where uuid = ${evidence.images[0].file}`);
    const file = path.join(root, ...stored.path.split('/'));
    expect(stored.sha256).toBe(sha256(await fs.readFile(file)));
    expect(evidence.images[0]).toMatchObject({ label: 'Evidence image 1', sha256: stored.sha256 });

    const ok = citationVerification.parse((await send('admin', 'POST', `${base}/verify`)).json);
    expect(ok.images.map((i) => i.result)).toEqual(['match']);
    await fs.appendFile(file, Buffer.from('altered'));
    const bad = citationVerification.parse((await send('super', 'POST', `${base}/verify`)).json);
    expect(bad.images.map((i) => i.result)).toEqual(['mismatch']);
  });
});

async function meterType(): Promise<string> {
  const [row] = await fx.rows<{ uuid: string }>(sql`
    select uuid from citation_types where entity_uuid = ${fx.northgate} and name = 'Expired Meter'`);
  return row.uuid;
}

describe('boundaries', () => {
  it('refuses patrols and other organisations, and never shows another organisation’s scan', async () => {
    const scan = await ingest();
    expect((await send('patrol', 'GET', scanPath(scan.uuid))).status).toBe(403);
    expect((await send('patrol', 'POST', `${scanPath(scan.uuid)}/verify`)).status).toBe(403);
    const [other] = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.riverside} limit 1`,
    );
    // Northgate's administrator is not a member of Riverside; the super administrator of both
    // still gets 404 asking for Riverside's scan through Northgate's path.
    expect(
      (await send('admin', 'POST', `${scanPath(other.uuid, fx.riverside)}/verify`)).status,
    ).toBe(403);
    const across = await send('super', 'POST', `${scanPath(other.uuid)}/verify`);
    expect(across.status).toBe(404);
    expect(across.json.error.code).toBe('NOT_FOUND');

    // Riverside has no citations: Northgate's asked through Riverside's path.
    const [citation] = await fx.rows<{ uuid: string }>(
      sql`select uuid from citations where entity_uuid = ${fx.northgate} limit 1`,
    );
    const citationPath = (entity: string) =>
      `/api/v1/citations/${entity}/citation/${citation.uuid}/evidence/verify`;
    expect((await send('super', 'POST', citationPath(fx.riverside))).status).toBe(404);
    expect(
      (await send('super', 'GET', citationPath(fx.riverside).replace(/\/verify$/, ''))).status,
    ).toBe(404);
    expect((await send('admin', 'POST', citationPath(fx.riverside))).status).toBe(403);
    expect((await send('patrol', 'POST', citationPath(fx.northgate))).status).toBe(403);
  });

  it('answers 400, not 500, for an id that is not a uuid', async () => {
    expect((await send('admin', 'POST', `${scanPath('nope')}/verify`)).status).toBe(400);
  });
});
