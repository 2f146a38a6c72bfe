import type { IssuedPermit, PermitCustomer } from '@/lib/contract';
import type {
  HolderDetailResponse,
  HolderIssueFormResponse,
  HoldersListResponse,
  HolderVehicle,
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
let holders: PermitCustomer[];
beforeAll(async () => {
  ng = await orgClient('admin@demo.test', NORTHGATE);
  riverside = await orgClient('super@demo.test', RIVERSIDE);
  const res = await ng.get<HoldersListResponse>('/api/permits/holders');
  holders = res.body.customers;
}, 180_000);

/** A seeded holder with at least one active permit and one without any (not a business admin). */
const withActive = () => holders.find((h) => h.permitCount > 0 && !h.customerEntityUUID)!;

async function createHolder(fullname: string, email: string): Promise<PermitCustomer> {
  const res = await ng.post<PermitCustomer>('/api/permits/holders', { fullname, email });
  expect(res.status).toBe(201);
  return res.body;
}

describe('/api/permits/holders guards', () => {
  itAnswers401WithoutSession([
    '/api/permits/holders',
    `/api/permits/holders/${UNKNOWN_UUID}`,
    `/api/permits/holders/${UNKNOWN_UUID}/add-permit`,
  ]);
});

describe('holders list', () => {
  it('lists the seeded holders, newest first, with their counts', async () => {
    expect(holders.length).toBeGreaterThan(300);
    const created = holders.map((h) => h.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(holders.some((h) => h.totalCount > 0)).toBe(true);
    expect(holders[0]).toEqual(
      expect.objectContaining({
        customerPublicId: expect.any(String),
        fullname: expect.any(String),
        email: expect.any(String),
      }),
    );
  });

  it('searches by name, e-mail or customer id', async () => {
    const target = withActive();
    const byName = await ng.get<HoldersListResponse>(
      `/api/permits/holders?search=${encodeURIComponent(target.fullname.toLowerCase())}`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.customers.map((c) => c.uuid)).toContain(target.uuid);
    const byId = await ng.get<HoldersListResponse>(
      `/api/permits/holders?search=${encodeURIComponent(target.customerPublicId)}`,
    );
    expect(byId.body.customers.map((c) => c.uuid)).toEqual([target.uuid]);
    const none = await ng.get<HoldersListResponse>('/api/permits/holders?search=zz-nobody-zz');
    expect(none.body.customers).toEqual([]);
  });

  it('answers 400 for a search with control characters', async () => {
    const res = await ng.get<ErrorBody>('/api/permits/holders?search=%07bell');
    expect(res.status).toBe(400);
  });

  it('has no holders of another organisation', async () => {
    const res = await riverside.get<HoldersListResponse>('/api/permits/holders');
    expect(res.status).toBe(200);
    expect(res.body.customers).toEqual([]);
  });
});

describe('create customer', () => {
  it('answers 400 with the form texts for a missing name or a bad e-mail', async () => {
    const noName = await ng.post<ErrorBody>('/api/permits/holders', {
      fullname: '  ',
      email: 'x@example.com',
    });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Please enter a name.');
    const badEmail = await ng.post<ErrorBody>('/api/permits/holders', {
      fullname: 'Some One',
      email: 'not-an-email',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.message).toBe('Please enter a valid email address.');
  });

  it('creates a holder; the same e-mail again is 409 with the catalogue text', async () => {
    const created = await createHolder('Casey Newholder', 'casey.newholder@example.com');
    expect(created).toEqual(
      expect.objectContaining({ fullname: 'Casey Newholder', permitCount: 0, totalCount: 0 }),
    );
    expect(await auditOf('permit_holder.created', created.uuid)).toHaveLength(1);
    const again = await ng.post<ErrorBody>('/api/permits/holders', {
      fullname: 'Casey Again',
      email: 'CASEY.newholder@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(permitsMessages.customerEmailExists);
  });

  it('answers the activation text where the portal is not set up (Riverside)', async () => {
    const res = await riverside.post<ErrorBody>('/api/permits/holders', {
      fullname: 'River Person',
      email: 'river.person@example.com',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(permitsMessages.customerCreateFailed);
  });
});

describe('holder detail, edit and delete', () => {
  it('answers the holder with permits and vehicles', async () => {
    const target = withActive();
    const res = await ng.get<HolderDetailResponse>(`/api/permits/holders/${target.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.customer.uuid).toBe(target.uuid);
    expect(res.body.permits.length).toBe(target.totalCount);
    expect(res.body.permits.every((p) => p.customerUUID === target.uuid)).toBe(true);
    expect(res.body.vehicles.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown uuid', UNKNOWN_UUID],
    ['not a uuid', 'not-a-uuid'],
  ])('answers 404 "This is an invalid customer." for %s', async (_, id) => {
    for (const path of [`/api/permits/holders/${id}`, `/api/permits/holders/${id}/add-permit`]) {
      const res = await ng.get<ErrorBody>(path);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(INVALID);
    }
  });

  it("answers 404 for another organisation's holder, on every route", async () => {
    const id = withActive().uuid;
    const calls = [
      riverside.get<ErrorBody>(`/api/permits/holders/${id}`),
      riverside.get<ErrorBody>(`/api/permits/holders/${id}/add-permit`),
      riverside.put<ErrorBody>(`/api/permits/holders/${id}`, {
        fullname: 'Hijack',
        email: 'hijack@example.com',
      }),
      riverside.del<ErrorBody>(`/api/permits/holders/${id}`),
      riverside.post<ErrorBody>(`/api/permits/holders/${id}/vehicles`, {
        plate: 'abc123',
        state: 'mi',
        make: 'ford',
        model: 'focus',
        color: 'red',
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(INVALID);
    }
    const still = await ng.get<HolderDetailResponse>(`/api/permits/holders/${id}`);
    expect(still.body.customer.fullname).not.toBe('Hijack');
  });

  it('edits name and e-mail (audited); an e-mail of another holder is 409', async () => {
    const mine = await createHolder('Edit Me', 'edit.me@example.com');
    const other = await createHolder('Other One', 'other.one@example.com');
    const bad = await ng.put<ErrorBody>(`/api/permits/holders/${mine.uuid}`, {
      fullname: '',
      email: 'edit.me@example.com',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a name.');
    const taken = await ng.put<ErrorBody>(`/api/permits/holders/${mine.uuid}`, {
      fullname: 'Edit Me',
      email: other.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(permitsMessages.customerEmailTaken);
    const ok = await ng.put<PermitCustomer>(`/api/permits/holders/${mine.uuid}`, {
      fullname: 'Edited Name',
      email: 'edited.name@example.com',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(
      expect.objectContaining({ fullname: 'Edited Name', email: 'edited.name@example.com' }),
    );
    const audit = await auditOf('permit_holder.updated', mine.uuid);
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toEqual({
      fullname: { from: 'Edit Me', to: 'Edited Name' },
      email: { from: 'edit.me@example.com', to: 'edited.name@example.com' },
    });
  });

  it('refuses to delete a holder with a valid permit (409, the edit text)', async () => {
    const res = await ng.del<ErrorBody>(`/api/permits/holders/${withActive().uuid}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(permitsMessages.customerEmailTaken);
  });

  it('deletes a holder without live permits (audited); then it is an invalid customer', async () => {
    const gone = await createHolder('Delete Me', 'delete.me@example.com');
    const res = await ng.del<{ ok: true }>(`/api/permits/holders/${gone.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await auditOf('permit_holder.deleted', gone.uuid)).toHaveLength(1);
    const after = await ng.get<ErrorBody>(`/api/permits/holders/${gone.uuid}`);
    expect(after.status).toBe(404);
    expect(after.body.error.message).toBe(INVALID);
  });
});

describe('manual issue', () => {
  let holder: PermitCustomer;
  let form: HolderIssueFormResponse;
  beforeAll(async () => {
    holder = await createHolder('Manual Issue', 'manual.issue@example.com');
    form = (await ng.get<HolderIssueFormResponse>(`/api/permits/holders/${holder.uuid}/add-permit`))
      .body;
  });

  it('offers the permit types and the (empty) vehicles of the holder', () => {
    expect(form.customer.uuid).toBe(holder.uuid);
    expect(form.vehicles).toEqual([]);
    expect(form.products.length).toBeGreaterThanOrEqual(5);
  });

  it('adds a vehicle, upper-cased; a missing field is 400 with its text', async () => {
    const missing = await ng.post<ErrorBody>(`/api/permits/holders/${holder.uuid}/vehicles`, {
      plate: 'abc123',
      state: '',
      make: 'ford',
      model: 'focus',
      color: 'red',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please choose the state/province/region.');
    const res = await ng.post<HolderVehicle>(`/api/permits/holders/${holder.uuid}/vehicles`, {
      plate: 'abc123',
      state: 'michigan',
      make: 'ford',
      model: 'focus',
      color: 'red',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        plate: 'ABC123',
        state: 'MICHIGAN',
        make: 'FORD',
        model: 'FOCUS',
        color: 'RED',
        customerUUID: holder.uuid,
      }),
    );
    expect(await auditOf('permit_vehicle.created', res.body.uuid)).toHaveLength(1);
  });

  it('issues a permit by hand (valid, audited) and answers 400 for a missing field', async () => {
    const { vehicles } = (
      await ng.get<HolderIssueFormResponse>(`/api/permits/holders/${holder.uuid}/add-permit`)
    ).body;
    const product = form.products.find((p) => !p.maxCount && p.timeSelectionType !== 2)!;
    const body = {
      permitProductUUID: product.uuid,
      vehicleUUID: vehicles[0].uuid,
      holderName: 'Manual Issue',
      holderEmail: 'manual.issue@example.com',
      holderCity: 'Ann Arbor',
    };
    const noName = await ng.post<ErrorBody>(`/api/permits/holders/${holder.uuid}/permits`, {
      ...body,
      holderName: '',
    });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Please enter the holder name.');
    const res = await ng.post<IssuedPermit>(`/api/permits/holders/${holder.uuid}/permits`, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        customerUUID: holder.uuid,
        productUUID: product.uuid,
        paidStatus: 'paid',
        issuedBy: expect.any(String),
      }),
    );
    expect(res.body.vehicle?.plate).toBe('ABC123');
    expect(res.body.permitHolder.city).toBe('Ann Arbor');
    expect(await auditOf('permit.issued', res.body.uuid)).toHaveLength(1);
    const detail = await ng.get<HolderDetailResponse>(`/api/permits/holders/${holder.uuid}`);
    expect(detail.body.permits.map((p) => p.uuid)).toEqual([res.body.uuid]);
  });

  it("answers 404 with the create failure text for another organisation's holder", async () => {
    const res = await riverside.post<ErrorBody>(`/api/permits/holders/${holder.uuid}/permits`, {
      permitProductUUID: form.products[0].uuid,
      vehicleUUID: UNKNOWN_UUID,
      holderName: 'X',
      holderEmail: 'x@example.com',
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(permitsMessages.permitCreateFailed);
  });
});
