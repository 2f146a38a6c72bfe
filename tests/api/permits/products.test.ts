import { sql } from 'drizzle-orm';
import type {
  PermitPayoutsStatus,
  PermitTypeIssuedResponse,
  PermitTypeResponse,
  PermitTypesResponse,
} from '@/lib/contract/permits/bff';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { messages } from '@/lib/messages';
import { getProvider } from '@/provider';
import type { ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

async function providerSql(query: ReturnType<typeof sql>) {
  await (await getProvider()).db.execute(query);
}

// The in-process provider starts and seeds on first use: not within one test's time limit.
beforeAll(async () => {
  await getProvider();
}, 120_000);

const newType = {
  name: 'Evening Visitor',
  description: 'Visitors after 5 pm.',
  amount: 0,
};

async function northgateTypes() {
  const client = await orgClient('admin@demo.test', NORTHGATE);
  const res = await client.get<PermitTypesResponse>('/api/permits/products');
  expect(res.status).toBe(200);
  return { client, types: res.body };
}

describe('/api/permits/products guards', () => {
  itAnswers401WithoutSession([
    '/api/permits/products',
    '/api/permits/products/payouts',
    `/api/permits/products/${UNKNOWN_UUID}`,
    `/api/permits/products/${UNKNOWN_UUID}/issued`,
    `/api/permits/products/${UNKNOWN_UUID}/poster.pdf`,
  ]);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(['/api/permits/products']);
  });
});

describe('permit types list', () => {
  it('lists the types with their counts, the 8-day graph and the payouts status', async () => {
    const { types } = await northgateTypes();
    expect(types.products.length).toBeGreaterThanOrEqual(5);
    for (const t of types.products) {
      expect(t.totalCount).toBeGreaterThanOrEqual(t.permitCount);
    }
    expect(types.products.some((t) => t.totalCount > 0)).toBe(true);
    expect(types.graph.last7Days).toHaveLength(8);
    expect(types.graph.activeCount).toHaveLength(8);
    expect(types.graph.waitingCount).toHaveLength(8);
    expect(types.payouts).toEqual({ accountExists: true, accountActive: true, portalActive: true });
  });

  it('answers an organisation without types or account with an empty list', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const res = await client.get<PermitTypesResponse>('/api/permits/products');
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
    expect(res.body.payouts).toEqual({
      accountExists: false,
      accountActive: false,
      portalActive: false,
    });
    const payouts = await client.get<PermitPayoutsStatus>('/api/permits/products/payouts');
    expect(payouts.body.accountExists).toBe(false);
  });
});

describe('one permit type', () => {
  it('answers the type with its portal address and QR target on the portal host', async () => {
    const { client, types } = await northgateTypes();
    const [first] = types.products;
    const res = await client.get<PermitTypeResponse>(`/api/permits/products/${first.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.product.uuid).toBe(first.uuid);
    const root = 'http://localhost:3000/portal/northgate';
    expect(res.body.portal.root).toBe(root);
    expect(res.body.portal.address).toBe(
      first.isEmailVerify
        ? `${root}/permit/${first.uuid}/verify`
        : `${root}/permit/${first.uuid}/guestcheckout`,
    );
    // Northgate's portal is public: the QR code opens the type's own guest checkout (issue 27
    // item 1: a bare /guestcheckout is no portal page).
    expect(res.body.portal.qrTarget).toBe(`${root}/permit/${first.uuid}/guestcheckout`);
    expect(res.body.portal.portalActive).toBe(true);
  });

  it('a business-accounts-only type has no public address or QR code (issue 27 item 3)', async () => {
    const { client, types } = await northgateTypes();
    const contractor = types.products.find((p) => p.name === 'Contractor Monthly')!;
    const res = await client.get<PermitTypeResponse>(`/api/permits/products/${contractor.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.portal).toMatchObject({
      root: 'http://localhost:3000/portal/northgate',
      address: null,
      qrTarget: null,
      portalActive: true,
      businessOnly: true,
      allBusinessAccounts: true,
    });
    const [first] = types.products.filter((p) => !p.isCustomerEntityOnly);
    const open = await client.get<PermitTypeResponse>(`/api/permits/products/${first.uuid}`);
    expect(open.body.portal).toMatchObject({ businessOnly: false, allBusinessAccounts: false });
  });

  it("answers 404 for another organisation's type, an unknown id and a malformed one", async () => {
    const { types } = await northgateTypes();
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    for (const id of [types.products[0].uuid, UNKNOWN_UUID, 'not-a-uuid']) {
      for (const path of [`/api/permits/products/${id}`, `/api/permits/products/${id}/issued`]) {
        const res = await riverside.get<ErrorBody>(path);
        expect(res.status).toBe(404);
      }
      const edit = await riverside.put<ErrorBody>(`/api/permits/products/${id}`, newType);
      expect(edit.status).toBe(404);
      const archive = await riverside.post<ErrorBody>(`/api/permits/products/${id}/archive`);
      expect(archive.status).toBe(404);
    }
  });

  it('lists the issued permits of a type, newest first, at most 500', async () => {
    const { client, types } = await northgateTypes();
    const busiest = [...types.products].sort((a, b) => b.totalCount - a.totalCount)[0];
    const res = await client.get<PermitTypeIssuedResponse>(
      `/api/permits/products/${busiest.uuid}/issued`,
    );
    expect(res.status).toBe(200);
    expect(res.body.permits.length).toBe(Math.min(busiest.totalCount, 500));
    expect(res.body.capped).toBe(busiest.totalCount >= 500);
    const created = res.body.permits.map((p) => new Date(p.createdOn).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(Object.keys(res.body.permits[0]).sort()).toEqual(
      [
        'amount',
        'createdOn',
        'customerEmail',
        'customerName',
        'customerPermitId',
        'expiresAt',
        'issuedOn',
        'paidStatus',
        'plate',
        'uuid',
      ].sort(),
    );
  });
});

describe('create, edit and archive', () => {
  it('answers 400 with the form text for a missing name', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.post<ErrorBody>('/api/permits/products', { ...newType, name: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter a name.');
    const fixed = await client.post<ErrorBody>('/api/permits/products', {
      ...newType,
      timeSelectionType: 2,
      chosenDate: '2026-12-01T08:00:00.000Z',
    });
    expect(fixed.status).toBe(400);
  });

  it('creates with the §5 rules, edits without changing price or currency, archives', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const created = await client.post<PermitTypeResponse>('/api/permits/products', {
      ...newType,
      amount: -500,
      maxCount: 0,
      permitDuration: 0,
      isCustomerEntityOnly: false,
      isCustomerEntityAll: true,
      isAutoApproved: true,
      isRegImgRequired: true,
    });
    expect(created.status).toBe(201);
    const p = created.body.product;
    expect(p).toMatchObject({
      name: 'Evening Visitor',
      amount: 0,
      currency: 'USD',
      billingType: 'ONE TIME',
      billingPeriod: 'NONE',
      permitDuration: 1,
      permitDurationUnit: 'DAY',
      maxCount: null,
      isAutoApproved: true,
      isRegImgRequired: false,
      isCustomerEntityAll: false,
      isPrivate: true,
      convenienceFee: 20,
    });

    const edited = await client.put<PermitTypeResponse>(`/api/permits/products/${p.uuid}`, {
      ...newType,
      name: 'Evening Visitor (after 5)',
      amount: 9_900,
      currency: 'CAD',
      timeSelectionType: 2,
      chosenDate: '2026-12-01T08:00:00.000Z',
      chosenEndDate: '2026-12-03T20:00:00.000Z',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({
      name: 'Evening Visitor (after 5)',
      amount: 0,
      currency: 'USD',
      permitDuration: 60,
      permitDurationUnit: 'HOUR',
    });

    const archived = await client.post<{ ok: true }>(`/api/permits/products/${p.uuid}/archive`);
    expect(archived.status).toBe(200);
    expect((await client.get(`/api/permits/products/${p.uuid}`)).status).toBe(404);
    const list = await client.get<PermitTypesResponse>('/api/permits/products');
    expect(list.body.products.some((t) => t.uuid === p.uuid)).toBe(false);
  });

  it('refuses creation in an organisation whose permits are not activated', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const res = await client.post<ErrorBody>('/api/permits/products', newType);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(pm.permitCreateFailed);
  });

  it('answers the price text for a priced type without an active account', async () => {
    await providerSql(
      sql`update organisations set is_activated = true, is_payments_active = false where name = ${RIVERSIDE}`,
    );
    try {
      const client = await orgClient('super@demo.test', RIVERSIDE);
      const res = await client.post<ErrorBody>('/api/permits/products', {
        ...newType,
        amount: 500,
      });
      expect(res.status).toBe(402);
      expect(res.body.error.message).toBe(pm.permitPriceTooHigh);
      const free = await client.post<PermitTypeResponse>('/api/permits/products', newType);
      expect(free.status).toBe(201);
      // No subdomain yet: no portal address, the notice shows.
      expect(free.body.portal).toMatchObject({ root: null, address: null, portalActive: false });
    } finally {
      await providerSql(
        sql`update organisations set is_activated = false where name = ${RIVERSIDE}`,
      );
    }
  });
});

describe('payouts panel actions', () => {
  it("answers the activation text when the account can't be created or verified", async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const activate = await riverside.post<ErrorBody>('/api/permits/products/payouts/activate');
    expect(activate.status).toBe(409);
    expect(activate.body.error.message).toBe(pm.activationFailed);
    const admin = await orgClient('admin@demo.test', NORTHGATE);
    const verify = await admin.post<ErrorBody>('/api/permits/products/payouts/verify');
    expect(verify.status).toBe(403);
    expect(verify.body.error.message).toBe(pm.activationFailed);
  });

  it('answers the setup URL to a super administrator', async () => {
    const client = await orgClient('super@demo.test', NORTHGATE);
    const res = await client.post<{ url: string }>('/api/permits/products/payouts/verify');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https?:\/\//);
  });
});

describe('poster', () => {
  // The poster PDF itself (react-pdf does not load under Jest) is decoded by the permit QR
  // journey (tests/e2e/permits-qr.spec.ts); here its target on a private portal.
  it('a private portal: the QR code of every type encodes the portal root (issue 27 item 1)', async () => {
    const { client, types } = await northgateTypes();
    const root = 'http://localhost:3000/portal/northgate';
    await providerSql(sql`update portal_brands set is_private = true`);
    try {
      for (const type of types.products.filter((p) => !p.isCustomerEntityOnly)) {
        const res = await client.get<PermitTypeResponse>(`/api/permits/products/${type.uuid}`);
        expect(res.body.portal).toMatchObject({ isPrivate: true, qrTarget: root });
      }
    } finally {
      await providerSql(sql`update portal_brands set is_private = false`);
    }
  });

  it('answers 404 for an unknown type before any PDF is made', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.get<ErrorBody>(`/api/permits/products/${UNKNOWN_UUID}/poster.pdf`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(messages.notFound);
  });
});
