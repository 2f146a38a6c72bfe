import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { Provider } from '@/provider';
import { openLprFixture, PNG_BYTES, uploadScan, type LprFixture } from '../../support/lpr';
import { pictureOf } from '../../support/images';

let fx: LprFixture;
let seeded: { uuid: string; plate: string };
beforeAll(async () => {
  fx = await openLprFixture();
  [seeded] = await fx.rows<{ uuid: string; plate: string }>(
    sql`select uuid, plate from scans where entity_uuid = ${fx.northgate} order by captured_at desc limit 1`,
  );
});
afterAll(() => fx.close());

async function image(
  provider: Provider,
  path: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await provider.fetch(
    new Request(`http://provider${path}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    }),
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('GET /api/v1/scans/{uuid}/image/{kind}', () => {
  it('renders a car with the plate for a seeded scan (kind full)', async () => {
    const { res, bytes } = await image(
      fx.provider,
      `/api/v1/scans/${seeded.uuid}/image/full`,
      await fx.token('admin'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = text(bytes);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`READ ${seeded.plate}`);
    expect(svg).toContain(' UTC ');
    // Deterministic: the same picture every time.
    const again = await image(
      fx.provider,
      `/api/v1/scans/${seeded.uuid}/image/full`,
      await fx.token('admin'),
    );
    expect(text(again.bytes)).toBe(svg);
  });

  it('renders the licence plate (kind plate), revalidated by ETag', async () => {
    const token = await fx.token('admin');
    const { res, bytes } = await image(
      fx.provider,
      `/api/v1/scans/${seeded.uuid}/image/plate`,
      token,
    );
    expect(res.status).toBe(200);
    const svg = text(bytes);
    expect(svg).toContain(`aria-label="Licence plate ${seeded.plate}"`);
    expect(svg).toContain('lengthAdjust="spacingAndGlyphs"');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cached = await image(fx.provider, `/api/v1/scans/${seeded.uuid}/image/plate`, token, {
      'if-none-match': etag,
    });
    expect(cached.res.status).toBe(304);
  });

  it('answers the uploaded bytes with their type for both kinds', async () => {
    const up = await uploadScan(fx.provider, {
      token: await fx.token('patrol'),
      fields: {
        entityUUID: fx.northgate,
        plate: 'IMG1001',
        capturedAt: new Date().toISOString(),
        confidence: 0.9,
        latitude: 42.26,
        longitude: -83.71,
      },
      image: { bytes: PNG_BYTES, type: 'image/png' },
    });
    expect(up.status).toBe(200);
    for (const kind of ['full', 'plate']) {
      const { res, bytes } = await image(
        fx.provider,
        `/api/v1/scans/${up.json.uuid}/image/${kind}`,
        await fx.token('admin'),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('no-store');
      // The stored picture: re-encoded without metadata, the same pixels (issue 25 item 4).
      expect(await pictureOf(bytes)).toEqual(await pictureOf(PNG_BYTES));
    }
  });

  it('answers 403 to a member of another organisation, 404 for an unknown scan, 401 without a token', async () => {
    const [theirs] = await fx.rows<{ uuid: string }>(
      sql`select uuid from scans where entity_uuid = ${fx.riverside} limit 1`,
    );
    const other = await image(
      fx.provider,
      `/api/v1/scans/${theirs.uuid}/image/full`,
      await fx.token('admin'),
    );
    expect(other.res.status).toBe(403);
    expect(JSON.parse(text(other.bytes)).error.code).toBe('FORBIDDEN');
    // Riverside's own patrol may not (the patrol app reads no scans); the super administrator
    // (member of both) may.
    expect(
      (
        await image(
          fx.provider,
          `/api/v1/scans/${theirs.uuid}/image/full`,
          await fx.token('rpatrol'),
        )
      ).res.status,
    ).toBe(403);
    expect(
      (
        await image(
          fx.provider,
          `/api/v1/scans/${theirs.uuid}/image/plate`,
          await fx.token('super'),
        )
      ).res.status,
    ).toBe(200);
    const unknown = await image(
      fx.provider,
      '/api/v1/scans/00000000-0000-4000-8000-000000000000/image/full',
      await fx.token('admin'),
    );
    expect(unknown.res.status).toBe(404);
    expect((await image(fx.provider, `/api/v1/scans/${seeded.uuid}/image/full`)).res.status).toBe(
      401,
    );
    expect(
      (
        await image(
          fx.provider,
          `/api/v1/scans/${seeded.uuid}/image/thumb`,
          await fx.token('admin'),
        )
      ).res.status,
    ).toBe(400);
  });
});
