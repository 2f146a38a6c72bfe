import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type {
  CustomerCheckoutResult,
  CustomerPermitView,
  CustomerPortalView,
} from '@/lib/contract/portal/bff/customer';
import { getProvider } from '@/provider';
import {
  organisations,
  permitProducts,
  permitsIssued,
  permitVehicles,
  portalBrands,
} from '@/provider/db/schema';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { loginAs, onPostgres, withPeakConnections } from '../../provider/helpers';
import { UNKNOWN_UUID } from '../../support/lpr-api';
import {
  checkoutDetails,
  clearLimits,
  codeFor,
  codeFromOutbox,
  lastMail,
  PORTAL,
  paymentsOfKey,
  productNamed,
  uploadImage,
} from './customer-support';
import { PNG_BYTES } from '../../support/lpr';
import { pictureOf } from '../../support/images';

/** The public permit portal's BFF routes: no session, the subdomain names the organisation. */
const customer = new BffClient();
// The seeded provider opens once per file (slow on a busy machine).
beforeAll(() => getProvider().then(() => undefined), 180_000);
afterEach(clearLimits);

describe('portal and permit pages', () => {
  it('an unknown subdomain or permit is 404, a malformed one 400', async () => {
    expect((await customer.get<ErrorBody>('/api/portal/nobody-here')).status).toBe(404);
    expect((await customer.get(`${PORTAL}/permits/${UNKNOWN_UUID}`)).status).toBe(404);
    expect((await customer.get('/api/portal/nobody-here/permits/' + UNKNOWN_UUID)).status).toBe(
      404,
    );
    const unknownPermit = `${PORTAL}/permits/${UNKNOWN_UUID}`;
    expect((await customer.post(`${unknownPermit}/code`, { email: 'a@example.com' })).status).toBe(
      404,
    );
    const checkout = await customer.post<ErrorBody>(
      `/api/portal/nobody-here/permits/${UNKNOWN_UUID}/checkout`,
      checkoutDetails('unknown-portal-1'),
    );
    expect(checkout.status).toBe(404);
    expect((await customer.get('/api/portal/bad_sub!')).status).toBe(400);
    expect((await customer.get(`${PORTAL}/permits/not-a-uuid`)).status).toBe(400);
  });

  it('a public portal lists its public types (never private or business-only ones)', async () => {
    const res = await customer.get<CustomerPortalView>(PORTAL);
    expect(res.status).toBe(200);
    expect(res.body.brand).toMatchObject({ subdomain: 'northgate', portalActive: true });
    expect(res.body.brand).not.toHaveProperty('isPrivate');
    const names = res.body.products.map((p) => p.name);
    expect(names).toContain('Annual Faculty & Staff');
    expect(names).not.toContain('Contractor Monthly');
    // The product view carries no staff counts.
    expect(res.body.products[0]).not.toHaveProperty('permitCount');
  });

  it('a private portal lists nothing, but a type is still reachable by its link', async () => {
    const db = (await getProvider()).db;
    const [org] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.portalSubdomain, 'northgate'));
    await db
      .update(portalBrands)
      .set({ isPrivate: true })
      .where(eq(portalBrands.entityUuid, org.uuid));
    try {
      const res = await customer.get<CustomerPortalView>(PORTAL);
      expect(res.status).toBe(200);
      expect(res.body.products).toEqual([]);
      const annual = await productNamed('Annual Faculty & Staff');
      const one = await customer.get<CustomerPermitView>(`${PORTAL}/permits/${annual.uuid}`);
      expect(one.status).toBe(200);
      expect(one.body.product.name).toBe('Annual Faculty & Staff');
    } finally {
      await db
        .update(portalBrands)
        .set({ isPrivate: false })
        .where(eq(portalBrands.entityUuid, org.uuid));
    }
  });

  it('the logo is served by the BFF from the provider storage; the brand points at it', async () => {
    const res = await customer.send('GET', `${PORTAL}/logo?v=0`);
    expect(res.status).toBe(404);
    const provider = await getProvider();
    const [org] = await provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.portalSubdomain, 'northgate'));
    const form = new FormData();
    form.append('image', new Blob([Buffer.from(PNG_BYTES)], { type: 'image/png' }), 'logo.png');
    const put = await provider.fetch(
      new Request(`http://provider/api/v1/portal/${org.uuid}/brand/image`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${await loginAs(provider, 'admin@demo.test')}` },
        body: form,
      }),
    );
    expect(put.status).toBe(200);
    const branded = await customer.get<CustomerPortalView>(PORTAL);
    expect(branded.body.brand.logoUrl).toMatch(/^\/api\/portal\/northgate\/logo\?v=\d+$/);
    const logo = await customer.send('GET', branded.body.brand.logoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    // The current version's address never changes its image: cached for good; unversioned: no-store.
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const unversioned = await customer.send('GET', `${PORTAL}/logo`);
    expect(unversioned.headers.get('cache-control')).toBe('no-store');
    // Issue 25 item 12: a version the client picks (ahead of the next upload, or an old one) is
    // not pinned: a CDN must not keep today's logo at tomorrow's address.
    const current = Number(new URL(branded.body.brand.logoUrl!, 'http://x').searchParams.get('v'));
    for (const v of [current + 1, current + 1000, current - 1]) {
      const other = await customer.send('GET', `${PORTAL}/logo?v=${v}`);
      expect(other.status).toBe(200);
      expect(other.headers.get('cache-control')).toBe('no-store');
      await other.arrayBuffer();
    }
    expect(await pictureOf(new Uint8Array(await logo.arrayBuffer()))).toEqual(
      await pictureOf(PNG_BYTES),
    );
    const view = await customer.get<CustomerPortalView>(PORTAL);
    expect(
      view.body.brand.logoUrl === null || view.body.brand.logoUrl.startsWith(`${PORTAL}/logo?v=`),
    ).toBe(true);
  });
});

describe('checkout', () => {
  it('e-mail code flow: code from the outbox, a wrong code refused, the right one pays', async () => {
    const annual = await productNamed('Annual Faculty & Staff');
    const email = 'code.flow@example.com';
    const path = `${PORTAL}/permits/${annual.uuid}`;
    expect((await customer.post(`${path}/code`, { email })).status).toBe(200);
    const code = await codeFromOutbox(email);

    const wrong = await customer.post<ErrorBody>(`${path}/checkout`, {
      ...checkoutDetails('code-flow-wrong', { email }),
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The verification code is wrong or expired.');
    expect(await paymentsOfKey('code-flow-wrong')).toHaveLength(0);

    const paid = await customer.post<CustomerCheckoutResult>(`${path}/checkout`, {
      ...checkoutDetails('code-flow-right', { email }),
      code,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.paidStatus).toBe('paid');
    expect(paid.body.payment).toMatchObject({
      subtotal: 42_000,
      convenienceFee: 20,
      total: 42_020,
    });
    expect(paid.body.payment?.testMode).toBe(true);
    expect((await lastMail(email, 'permit_receipt'))?.text).toContain(paid.body.customerPermitId);
    // A used code does not work twice.
    const reused = await customer.post<ErrorBody>(`${path}/checkout`, {
      ...checkoutDetails('code-flow-again', { email }),
      code,
    });
    expect(reused.status).toBe(400);
  });

  it('a free permit: issued Valid at once, no payment, vehicle text upper-cased', async () => {
    const visitor = await productNamed('Visitor Day Pass');
    const res = await customer.post<CustomerCheckoutResult>(
      `${PORTAL}/permits/${visitor.uuid}/checkout`,
      checkoutDetails('free-visitor-1', { startAt: undefined, email: 'free.one@example.com' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.paidStatus).toBe('paid');
    expect(res.body.payment).toBeNull();
    const db = (await getProvider()).db;
    const [permit] = await db
      .select()
      .from(permitsIssued)
      .where(eq(permitsIssued.uuid, res.body.permitUUID));
    expect(permit.issuedBy).toBe('Permit portal');
    const [car] = await db
      .select()
      .from(permitVehicles)
      .where(eq(permitVehicles.uuid, permit.vehicleUuid!));
    expect(car).toMatchObject({ plate: 'ABC 123', state: 'MI', make: 'HONDA', color: 'BLUE' });
    expect(await lastMail('free.one@example.com', 'permit_receipt')).toBeDefined();
  });

  it('a type that needs approval and registration images waits for it, uncharged', async () => {
    const residence = await productNamed('Student Residence (Semester)');
    const path = `${PORTAL}/permits/${residence.uuid}`;
    const email = 'waits@example.com';
    const code = await codeFor(customer, path, email);
    const bare = await customer.post<ErrorBody>(`${path}/checkout`, {
      ...checkoutDetails('waiting-0', { email }),
      code,
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe('Please upload a photo of your vehicle registration.');
    const text = await uploadImage(path, new TextEncoder().encode('not an image'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ error: { message: 'Please select a valid image file.' } });
    const image = await uploadImage(path, PNG_BYTES, 'image/png');
    expect(image.status).toBe(200);
    const res = await customer.post<CustomerCheckoutResult>(`${path}/checkout`, {
      ...checkoutDetails('waiting-1', { email }),
      code,
      regImageIds: [image.body.fileUUID],
    });
    expect(res.status).toBe(200);
    expect(res.body.paidStatus).toBe('waiting');
    expect(res.body.payment).toBeNull();
  });

  it('the amount comes from the type, whatever the browser sends', async () => {
    const annual = await productNamed('Annual Faculty & Staff');
    const db = (await getProvider()).db;
    await db
      .update(permitProducts)
      .set({ isEmailVerify: false })
      .where(eq(permitProducts.uuid, annual.uuid));
    try {
      const res = await customer.post<CustomerCheckoutResult>(
        `${PORTAL}/permits/${annual.uuid}/checkout`,
        checkoutDetails('cheap-trick-1', {
          email: 'cheap@example.com',
          amount: 1,
          convenienceFee: 0,
          total: 1,
          payment: { total: 1 },
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.payment).toMatchObject({
        subtotal: 42_000,
        convenienceFee: 20,
        total: 42_020,
      });
    } finally {
      await db
        .update(permitProducts)
        .set({ isEmailVerify: true })
        .where(eq(permitProducts.uuid, annual.uuid));
    }
  });

  it('a double submit (parallel, same key) charges once and issues one permit', async () => {
    const event = await productNamed('Commencement Weekend Event');
    const email = 'double@example.com';
    const code = await codeFor(customer, `${PORTAL}/permits/${event.uuid}`, email);
    const body = { ...checkoutDetails('double-submit-0001', { email, startAt: undefined }), code };
    // On PostgreSQL (TEST_DATABASE_URL) the four requests hold several connections at once.
    const { result: results, peak } = await withPeakConnections(await getProvider(), () =>
      Promise.all(
        [1, 2, 3, 4].map(() =>
          customer.post<CustomerCheckoutResult>(`${PORTAL}/permits/${event.uuid}/checkout`, body),
        ),
      ),
    );
    expect(peak).toBeGreaterThanOrEqual(onPostgres(await getProvider()) ? 2 : 1);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.permitUUID)).size).toBe(1);
    const payments = await paymentsOfKey('double-submit-0001');
    expect(payments).toHaveLength(1);
    expect(payments[0].total).toBe(event.amount + event.convenienceFee);
    const db = (await getProvider()).db;
    const issued = await db
      .select()
      .from(permitsIssued)
      .where(eq(permitsIssued.productUuid, event.uuid));
    expect(issued.filter((p) => p.holder?.email === 'double@example.com')).toHaveLength(1);
  });

  it('invalid details are a 400 with a readable text, nothing charged', async () => {
    const visitor = await productNamed('Visitor Day Pass');
    const res = await customer.post<ErrorBody>(`${PORTAL}/permits/${visitor.uuid}/checkout`, {
      ...checkoutDetails('bad-details-1'),
      email: 'not-an-email',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/e-?mail/i);
    expect(await paymentsOfKey('bad-details-1')).toHaveLength(0);
  });
});

describe('limits against enumeration', () => {
  it('answers 429 with a readable text and Retry-After past the per-address read limit', async () => {
    let last: Awaited<ReturnType<typeof customer.get<ErrorBody>>> | undefined;
    for (let i = 0; i < 130; i += 1) {
      last = await customer.get<ErrorBody>(`/api/portal/guess-${i}`);
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.body.error.code).toBe('RATE_LIMITED');
    expect(last?.body.error.message).toBe('Too many requests. Please wait a minute and try again.');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real portal is refused too from that address, until the window passes.
    expect((await customer.get(PORTAL)).status).toBe(429);
  });
});
