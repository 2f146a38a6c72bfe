import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { scanVerification } from '@/lib/contract';
import { createProvider, type Provider } from '@/provider';
import { organisations, users } from '@/provider/db/schema';
import { rowsOf } from '@/provider/db/types';
import { openSession } from '@/provider/services/identity';
import { describeOnPostgres } from '@/tests/support/describe-on-postgres';
import { cloneTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { call, loginAs } from '../helpers';
import { NORTHGATE, PNG_BYTES, uploadScan } from '../../support/lpr';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Evidence digests with the files in PostgreSQL (issue 30 item 4; DATABASE_URL: the file_bytes
 * table): the digest recorded at ingestion is the SHA-256 of the bytes the table holds, and a
 * changed row is reported as a mismatch by the verify action. Runs in the PostgreSQL pass.
 */
describeOnPostgres('evidence digests with the files table of PostgreSQL', () => {
  let database: TestDatabase;
  let provider: Provider;
  let northgate: string;

  beforeAll(async () => {
    database = await cloneTestDatabase(true);
    provider = await createProvider({
      databaseUrl: database.url,
      seed: false,
      sweepUploads: false,
    });
    const [org] = await provider.db
      .select({ uuid: organisations.uuid })
      .from(organisations)
      .where(eq(organisations.name, NORTHGATE));
    northgate = org.uuid;
  }, 120_000);
  afterAll(async () => {
    await provider?.close();
    await database?.drop();
  });

  it('records the SHA-256 of the stored row and reports a changed row as a mismatch', async () => {
    expect(provider.storage.kind).toBe('postgres');
    const [patrol] = await provider.db
      .select()
      .from(users)
      .where(eq(users.email, 'patrol@demo.test'));
    const patrolToken = (await openSession(provider.db, patrol.uuid, `app_${patrol.uuid}`))
      .jwtToken;
    const up = await uploadScan(provider, {
      token: patrolToken,
      fields: {
        entityUUID: northgate,
        plate: 'PGEV1',
        capturedAt: new Date().toISOString(),
        confidence: 0.9,
        latitude: 42.36,
        longitude: -71.06,
      },
      image: { bytes: PNG_BYTES, type: 'image/png' },
    });
    expect(up.status).toBe(200);
    const [file] = rowsOf<{ path: string; sha256: string }>(
      await provider.db.execute(sql`
        select f.path, f.sha256 from scans s join stored_files f on f.uuid = s.image_file_uuid
        where s.uuid = ${up.json.uuid}`),
    );
    expect(file.sha256).toBe(sha256((await provider.storage.get(file.path))!));

    const admin = await loginAs(provider, 'admin@demo.test');
    const verify = async () =>
      scanVerification.parse(
        (
          await call(
            provider,
            'POST',
            `/api/v2/dashboard/${northgate}/plate/${up.json.uuid}/evidence/verify`,
            { token: admin },
          )
        ).json,
      );
    expect((await verify()).images.map((i) => i.result)).toEqual(['match']);
    await provider.db.execute(
      sql`update file_bytes set bytes = bytes || '\\x00'::bytea where key = ${file.path}`,
    );
    expect((await verify()).images.map((i) => i.result)).toEqual(['mismatch']);
  });
});
