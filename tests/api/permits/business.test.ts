import type { BusinessAccount, PermitCustomer } from '@/lib/contract';
import type {
  BusinessAccountsResponse,
  BusinessDetailResponse,
  BusinessProductsResponse,
} from '@/lib/contract/permits/bff';
import { permitsMessages } from '@/lib/messages/permits';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import {
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';
import { auditOf } from './holders-support';

const INVALID = permitsMessages.invalidCustomer;

let ng: BffClient;
let riverside: BffClient;
let accounts: BusinessAccount[];
beforeAll(async () => {
  ng = await orgClient('admin@demo.test', NORTHGATE);
  riverside = await orgClient('super@demo.test', RIVERSIDE);
  accounts = (await ng.get<BusinessAccountsResponse>('/api/permits/business')).body.accounts;
}, 180_000);

const pathOf = (a: BusinessAccount) => `/api/permits/business/${a.uuid}/customer/${a.customerUUID}`;

describe('/api/permits/business guards', () => {
  itAnswers401WithoutSession([
    '/api/permits/business',
    `/api/permits/business/${UNKNOWN_UUID}/customer/${UNKNOWN_UUID}`,
  ]);
});

describe('business accounts list and detail', () => {
  it('lists the two seeded accounts; Riverside has none', async () => {
    expect(accounts).toHaveLength(2);
    for (const a of accounts) {
      expect(a).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          adminName: expect.any(String),
          customerEmail: expect.any(String),
        }),
      );
    }
    const river = await riverside.get<BusinessAccountsResponse>('/api/permits/business');
    expect(river.status).toBe(200);
    expect(river.body.accounts).toEqual([]);
  });

  it('answers an account with its assignments and issued permits', async () => {
    const res = await ng.get<BusinessDetailResponse>(pathOf(accounts[0]));
    expect(res.status).toBe(200);
    expect(res.body.account.uuid).toBe(accounts[0].uuid);
    expect(res.body.products.assigned.length).toBeGreaterThan(0);
    // The counts are of the permits the account issued: the ones its table lists.
    expect(res.body.permits.length).toBe(accounts[0].totalCount);
    expect(res.body.account.totalCount).toBe(res.body.permits.length);
    expect(res.body.permits.every((p) => p.issuedBy !== undefined)).toBe(true);
  });

  it.each([
    ['an unknown account', () => `/api/permits/business/${UNKNOWN_UUID}/customer/${UNKNOWN_UUID}`],
    [
      'a customer that is not the admin',
      () => `/api/permits/business/${accounts[0].uuid}/customer/${accounts[1].customerUUID}`,
    ],
    ['not a uuid', () => '/api/permits/business/nope/customer/nope'],
  ])('answers 404 "This is an invalid customer." for %s', async (_, path) => {
    const res = await ng.get<ErrorBody>(path());
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(INVALID);
  });

  it("answers 404 for another organisation's account, on every route", async () => {
    const a = accounts[0];
    const product = (await ng.get<BusinessDetailResponse>(pathOf(a))).body.products.assigned[0];
    const calls = [
      riverside.get<ErrorBody>(pathOf(a)),
      riverside.put<ErrorBody>(pathOf(a), { fullname: 'Hijack', email: 'hijack@example.com' }),
      riverside.del<ErrorBody>(pathOf(a)),
      riverside.post<ErrorBody>(`/api/permits/business/${a.uuid}/assignments`, {
        permitProductUUID: product.uuid,
      }),
      riverside.del<ErrorBody>(`/api/permits/business/${a.uuid}/assignments/${product.uuid}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await calls[0]).body.error.message).toBe(INVALID);
  });
});

describe('edit the account admin', () => {
  it('answers 400 for a bad e-mail and 409 with the catalogue text for a taken one', async () => {
    const a = accounts[0];
    const bad = await ng.put<ErrorBody>(pathOf(a), { fullname: 'Admin', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address.');
    const taken = await ng.put<ErrorBody>(pathOf(a), {
      fullname: 'Admin',
      email: accounts[1].customerEmail,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(permitsMessages.customerEmailTaken);
  });

  it('updates name and e-mail, audited', async () => {
    const a = accounts[1];
    const res = await ng.put<BusinessAccount>(pathOf(a), {
      fullname: 'New Admin Name',
      email: 'new.admin@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        adminName: 'New Admin Name',
        customerEmail: 'new.admin@example.com',
      }),
    );
    expect(await auditOf('business.updated', a.customerUUID)).toHaveLength(1);
  });
});

describe('permit assignments', () => {
  it('assigns and removes a permit type (audited); a default one cannot be removed', async () => {
    const a = accounts[0];
    const { products } = (await ng.get<BusinessDetailResponse>(pathOf(a))).body;
    const available = products.available[0];
    expect(available).toBeDefined();
    const added = await ng.post<BusinessProductsResponse>(
      `/api/permits/business/${a.uuid}/assignments`,
      { permitProductUUID: available.uuid },
    );
    expect(added.status).toBe(200);
    expect(added.body.assigned.map((p) => p.uuid)).toContain(available.uuid);
    expect(await auditOf('business.product_assigned', a.uuid)).toHaveLength(1);
    const removed = await ng.del<BusinessProductsResponse>(
      `/api/permits/business/${a.uuid}/assignments/${available.uuid}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.available.map((p) => p.uuid)).toContain(available.uuid);
    expect(await auditOf('business.product_removed', a.uuid)).toHaveLength(1);
    const defaults = added.body.assigned.find((p) => p.isCustomerEntityAll);
    if (defaults) {
      const refused = await ng.del<ErrorBody>(
        `/api/permits/business/${a.uuid}/assignments/${defaults.uuid}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/Default permit types cannot be removed/);
    }
  });

  it('answers 400 for a body without a permit type and 404 for an unknown one', async () => {
    const a = accounts[0];
    const bad = await ng.post<ErrorBody>(`/api/permits/business/${a.uuid}/assignments`, {});
    expect(bad.status).toBe(400);
    const unknown = await ng.post<ErrorBody>(`/api/permits/business/${a.uuid}/assignments`, {
      permitProductUUID: UNKNOWN_UUID,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('delete the account admin', () => {
  it('refuses while the admin has live permits, with the edit text', async () => {
    const res = await ng.del<ErrorBody | { ok: true }>(pathOf(accounts[0]));
    if (res.status === 409) {
      expect((res.body as ErrorBody).error.message).toBe(permitsMessages.customerEmailTaken);
    } else {
      expect(res.status).toBe(200);
      const after = await ng.get<ErrorBody>(pathOf(accounts[0]));
      expect(after.status).toBe(404);
      expect(await auditOf('permit_holder.deleted', accounts[0].customerUUID)).toHaveLength(1);
    }
  });

  it('keeps the admin customer when the path names another customer', async () => {
    const a = accounts[1];
    const res = await ng.del<ErrorBody>(
      `/api/permits/business/${a.uuid}/customer/${accounts[0].customerUUID}`,
    );
    expect(res.status).toBe(404);
    const holder = await ng.get<{ customer: PermitCustomer }>(
      `/api/permits/holders/${a.customerUUID}`,
    );
    expect(holder.status).toBe(200);
  });
});
