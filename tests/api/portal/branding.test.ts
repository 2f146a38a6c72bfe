import { sql } from 'drizzle-orm';
import type { BrandDetails } from '@/lib/contract/portal';
import type { SubdomainCheck } from '@/lib/contract/portal/bff-routes';
import { getProvider } from '@/provider';
import { handleBffRequest } from '@/server/bff/app';
import { APP_ORIGIN, type BffClient, type ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
} from '../../support/lpr-api';
import { PNG_BYTES } from '../../support/lpr';
import { pictureOf } from '../../support/images';

const INVALID_IMAGE = 'Please select a valid image file.';

/** PUT /api/portal-brand/logo as the browser sends it (multipart, field `image`). */
async function uploadLogo(
  client: BffClient,
  part: { bytes: Uint8Array; type: string; field?: string } | null,
): Promise<{ status: number; body: BrandDetails & ErrorBody }> {
  const form = new FormData();
  if (part) {
    form.append(
      part.field ?? 'image',
      new File([part.bytes as Uint8Array<ArrayBuffer>], 'logo', { type: part.type }),
    );
  }
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const res = await handleBffRequest(
    new Request(`${APP_ORIGIN}/api/portal-brand/logo`, {
      method: 'PUT',
      headers: { origin: APP_ORIGIN, cookie },
      body: form,
    }),
  );
  return { status: res.status, body: (await res.json()) as BrandDetails & ErrorBody };
}

async function auditActions(entity: string): Promise<string[]> {
  const { db } = await getProvider();
  const result = await db.execute(
    sql`select action from audit_events where entity_uuid = ${entity} order by created_at`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    action: string;
  }[];
  return rows.map((r) => r.action);
}

// The first sign-in opens (and seeds) the provider.
beforeAll(async () => {
  await orgClient('admin@demo.test', NORTHGATE);
}, 180_000);

describe('/api/portal-brand guards', () => {
  itAnswers401WithoutSession([
    '/api/portal-brand',
    '/api/portal-brand/subdomain?subdomain=abc',
    '/api/portal-brand/logo',
  ]);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(['/api/portal-brand']);
  });
});

describe('the branding page', () => {
  it('reads the brand: subdomain, title, colours; white by default', async () => {
    const northgate = await orgClient('admin@demo.test', NORTHGATE);
    const res = await northgate.get<BrandDetails>('/api/portal-brand');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subdomain: 'northgate', portalActive: true });
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const none = await riverside.get<BrandDetails>('/api/portal-brand');
    expect(none.body).toMatchObject({
      subdomain: null,
      portalActive: false,
      brandColor: 'ffffff',
      accentColor: 'ffffff',
      logoUrl: null,
    });
  });

  it('saves title and colours (blank title as null), keeps privacy, and is audited', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const before = await client.get<BrandDetails>('/api/portal-brand');
    const saved = await client.put<BrandDetails>('/api/portal-brand', {
      brandTitle: '  ',
      brandColor: '0F766E',
      accentColor: '1d4ed8',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      brandTitle: null,
      brandColor: '0f766e',
      accentColor: '1d4ed8',
      isPrivate: before.body.isPrivate,
    });
    const titled = await client.put<BrandDetails>('/api/portal-brand', {
      brandTitle: 'Northgate Parking',
      brandColor: 'ffffff',
      accentColor: '1d4ed8',
    });
    expect(titled.body.brandTitle).toBe('Northgate Parking');
    const again = await client.get<BrandDetails>('/api/portal-brand');
    expect(again.body.brandTitle).toBe('Northgate Parking');
    expect(await auditActions(await northgateUuid())).toContain('portal.brand_updated');
  });

  it('refuses a colour that is not six hex digits with its text', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.put<ErrorBody>('/api/portal-brand', {
      brandTitle: 'x',
      brandColor: '#fff',
      accentColor: 'ffffff',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Colours are six hex digits without #.');
  });

  it('checks a subdomain: own and free ones are available, a taken one is not', async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const taken = await riverside.get<SubdomainCheck>(
      '/api/portal-brand/subdomain?subdomain=northgate',
    );
    expect(taken.body).toEqual({ available: false, message: 'This subdomain is already in use.' });
    const free = await riverside.get<SubdomainCheck>(
      '/api/portal-brand/subdomain?subdomain=riverside-city',
    );
    expect(free.body).toEqual({ available: true, message: null });
    const northgate = await orgClient('admin@demo.test', NORTHGATE);
    const own = await northgate.get<SubdomainCheck>(
      '/api/portal-brand/subdomain?subdomain=NorthGate',
    );
    expect(own.body.available).toBe(true);
    const bad = await northgate.get<ErrorBody>('/api/portal-brand/subdomain?subdomain=-bad-');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Not a valid subdomain.');
  });
});

async function northgateUuid(): Promise<string> {
  const { db } = await getProvider();
  const result = await db.execute(sql`select uuid from organisations where name = ${NORTHGATE}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    uuid: string;
  }[];
  return rows[0].uuid;
}

describe('the logo', () => {
  it('uploads a PNG into the file storage, serves it back through the BFF and audits it', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await uploadLogo(client, { bytes: PNG_BYTES, type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toBe(`/api/portal-brand/logo?v=${res.body.logoVersion}`);
    const logo = await client.send('GET', res.body.logoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await pictureOf(new Uint8Array(await logo.arrayBuffer()))).toEqual(
      await pictureOf(PNG_BYTES),
    );
    expect(await auditActions(await northgateUuid())).toContain('portal.logo_updated');
    const brand = await client.get<BrandDetails>('/api/portal-brand');
    expect(brand.body.logoUrl).toBe(res.body.logoUrl);
  });

  it('serves a logo to an organisation without a subdomain too', async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    expect((await riverside.send('GET', '/api/portal-brand/logo')).status).toBe(404);
    const res = await uploadLogo(riverside, { bytes: PNG_BYTES, type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.subdomain).toBeNull();
    expect(res.body.logoUrl).toMatch(/^\/api\/portal-brand\/logo\?v=\d+$/);
    const logo = await riverside.send('GET', res.body.logoUrl!);
    expect(logo.status).toBe(200);
  });

  it.each([
    ['a text file', { bytes: new TextEncoder().encode('hello, not an image'), type: 'text/plain' }],
    [
      'an SVG',
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        type: 'image/svg+xml',
      },
    ],
    [
      'a PNG type with other bytes',
      { bytes: new TextEncoder().encode('GIF89a not a png at all'), type: 'image/png' },
    ],
    ['another field name', { bytes: PNG_BYTES, type: 'image/png', field: 'file' }],
    ['no file', null],
  ])('refuses %s with the image text', async (_, part) => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await uploadLogo(client, part);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(INVALID_IMAGE);
  });

  it('refuses a logo over 512 KB before the provider sees it', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const big = new Uint8Array(600 * 1024);
    big.set(PNG_BYTES);
    const res = await uploadLogo(client, { bytes: big, type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The logo may be at most 512 KB.');
  });

  it('refuses a JSON body as not an image', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.put<ErrorBody>('/api/portal-brand/logo', { image: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(INVALID_IMAGE);
  });
});
