import { eq, sql } from 'drizzle-orm';
import {
  organisations,
  permitBusinessAccounts,
  permitBusinessProducts,
  permitCustomers,
  permitProducts,
  permitVehicles,
  portalBrands,
} from '../../db/schema';
import { array } from '../../db/sql-arrays';
import type { Db } from '../../db/types';
import {
  TIME_SELECTION,
  expiryOf,
  type DurationUnit,
} from '../../../lib/rules/permits/permit-rules';
import { paymentAmounts } from '../../services/payments';
import { refreshPermitList } from '../../services/permits';
import type { Seeder } from '../types';
import { emailOf, person, uniquePlates, vehicle as carOf } from '../world/people';
import { Rng } from '../world/random';
import { organisationTimeZone } from '../../services/orgs';
import { northgateProducts } from './products';

const HOLDERS = 400;
const ISSUED = 2_000;
const WAITING = 15;
const DAY = 86_400_000;

/**
 * Permits demo data. Northgate: payouts active, branded portal, five types, ~400 holders,
 * ~2,000 issued permits over 12 months in every status, ~15 approvals waiting, two business
 * accounts. Riverside: nothing (activation offer, empty states). Eastside Meters: one free type.
 * Bulk inserts (one statement per table) keep the seed fast.
 */
export const permitsSeeder: Seeder = {
  name: 'permits',
  async run({ db, orgs, users }) {
    const northgate = orgs.get('northgate');
    const eastside = orgs.get('eastside');
    const admin = users.get('admin');
    if (eastside) {
      await db.insert(permitProducts).values({
        entityUuid: eastside.uuid,
        name: 'Resident Street Permit',
        description: 'Free resident parking on metered streets.',
        amount: 0,
        permitDuration: 1,
        permitDurationUnit: 'YEAR',
        timeSelectionType: 3,
        timeZone: await organisationTimeZone(db, eastside.uuid),
        isPrivate: false,
      });
    }
    if (!northgate) return;
    await seedNorthgate(db, northgate.uuid, admin?.uuid ?? null, admin?.fullname ?? 'Staff');
  },
};

async function seedNorthgate(db: Db, entityUuid: string, adminUuid: string | null, staff: string) {
  const now = new Date();
  const rng = new Rng(2_012);
  const products = await seedBrandAndProducts(db, entityUuid, adminUuid, now);
  const business = await seedBusinessAccounts(db, entityUuid, products, now);
  const holders = await seedHolders(db, entityUuid, rng, business, now);
  const cols = issuedColumns(rng, products, holders, staff, now);
  await insertIssued(db, entityUuid, cols);
  await refreshPermitList(db, entityUuid, now);
}

type ProductRow = typeof permitProducts.$inferSelect;

/** Payouts on, the branded portal and the five permit types. */
async function seedBrandAndProducts(
  db: Db,
  entityUuid: string,
  adminUuid: string | null,
  now: Date,
): Promise<ProductRow[]> {
  await db
    .update(organisations)
    .set({ isActivated: true, isPaymentsActive: true })
    .where(eq(organisations.uuid, entityUuid));
  await db.insert(portalBrands).values({
    entityUuid,
    brandTitle: 'Northgate University Parking',
    brandColor: '1d4ed8',
    accentColor: 'f59e0b',
    isPrivate: false,
  });
  return db
    .insert(permitProducts)
    .values(
      northgateProducts(now, await organisationTimeZone(db, entityUuid)).map((p, i) => ({
        ...p,
        entityUuid,
        createdByUuid: adminUuid,
        createdAt: new Date(now.getTime() - (400 - i * 20) * DAY),
      })),
    )
    .returning();
}

/** The two business accounts and the types they may issue. */
async function seedBusinessAccounts(db: Db, entityUuid: string, products: ProductRow[], now: Date) {
  const business = await db
    .insert(permitBusinessAccounts)
    .values([
      {
        entityUuid,
        name: 'Campus Dining Services',
        createdAt: new Date(now.getTime() - 200 * DAY),
      },
      {
        entityUuid,
        name: 'Brightline Construction',
        createdAt: new Date(now.getTime() - 90 * DAY),
      },
    ])
    .returning();
  const visitor = products.find((p) => p.amount === 0)!;
  await db.insert(permitBusinessProducts).values([
    { businessUuid: business[0].uuid, productUuid: visitor.uuid },
    { businessUuid: business[1].uuid, productUuid: products[3].uuid },
  ]);
  return business;
}

/** Holders (the first two are the business accounts' admins) and one or two vehicles each. */
async function seedHolders(
  db: Db,
  entityUuid: string,
  rng: Rng,
  business: Array<{ uuid: string }>,
  now: Date,
) {
  const taken = new Set<string>();
  const people = Array.from({ length: HOLDERS }, () => person(rng));
  const customerRows = people.map((p, i) => ({
    entityUuid,
    fullname: p.name,
    email: emailOf(p, i < 2 ? 'partners.example.com' : 'mail.example.com', taken),
    businessUuid: i < 2 ? business[i].uuid : i < 40 ? business[i % 2].uuid : null,
    isBusinessAdmin: i < 2,
    createdAt: new Date(now.getTime() - rng.int(30, 380) * DAY),
  }));
  const customers = await db
    .insert(permitCustomers)
    .values(customerRows)
    .returning({ uuid: permitCustomers.uuid, businessUuid: permitCustomers.businessUuid });
  const carCount = HOLDERS + Math.floor(HOLDERS / 4);
  const plates = uniquePlates(
    rng,
    carCount,
    new Set<string>(),
    () =>
      `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100, 999)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
  );
  const vehicleRows = plates.map((plate, i) => {
    const car = carOf(rng);
    return {
      customerUuid: customers[i % HOLDERS].uuid,
      plate,
      state: rng.chance(0.85) ? 'MI' : rng.pick(['OH', 'IN', 'ON', 'IL']),
      make: car.make.toUpperCase(),
      model: car.model.toUpperCase(),
      color: car.color.toUpperCase(),
    };
  });
  const vehicles = await db
    .insert(permitVehicles)
    .values(vehicleRows)
    .returning({ uuid: permitVehicles.uuid, customerUuid: permitVehicles.customerUuid });
  const vehicleOf = new Map(vehicles.map((v) => [v.customerUuid, v.uuid]));
  return { people, customerRows, customers, vehicleOf };
}

type Holders = Awaited<ReturnType<typeof seedHolders>>;

/** One issued permit's status and dates: the first WAITING wait for approval, from the last week. */
function statusAndDates(rng: Rng, i: number, product: ProductRow, now: Date) {
  const created = new Date(now.getTime() - rng.range(0, 365) * DAY);
  const status =
    i < WAITING
      ? 'waiting'
      : rng.weighted([
          ['paid', 70],
          ['incomplete', 5],
          ['canceled', 5],
          ['rejected', 5],
          ['expired', 10],
          ['Invalid', 1],
        ] as const);
  const waiting = status === 'waiting';
  const createdAt = waiting ? new Date(now.getTime() - rng.range(0, 6) * DAY) : created;
  let start: Date | null = createdAt;
  if (status === 'paid' && rng.chance(0.05))
    start = new Date(now.getTime() + rng.range(1, 20) * DAY);
  if (status === 'incomplete') start = null;
  const expires =
    start && product.timeSelectionType === TIME_SELECTION.fixedPeriod && product.chosenEndDate
      ? product.chosenEndDate
      : start
        ? expiryOf(start, product.permitDuration, product.permitDurationUnit as DurationUnit)
        : null;
  return { status, createdAt, start, expires };
}

/** Issued permits over 12 months, in every status, as columns for one bulk insert. */
function issuedColumns(
  rng: Rng,
  products: ProductRow[],
  { people, customerRows, customers, vehicleOf }: Holders,
  staff: string,
  now: Date,
) {
  const contractor = products.find((p) => p.isCustomerEntityOnly)!;
  const cols = {
    product: [] as string[],
    customer: [] as string[],
    business: [] as (string | null)[],
    vehicle: [] as string[],
    status: [] as string[],
    amount: [] as number[],
    subtotal: [] as number[],
    fees: [] as number[],
    total: [] as number[],
    created: [] as Date[],
    issued: [] as (Date | null)[],
    expires: [] as (Date | null)[],
    holder: [] as string[],
    search: [] as string[],
    issuedBy: [] as string[],
  };
  const regular = products.filter((p) => !p.isCustomerEntityOnly);
  for (let i = 0; i < ISSUED; i++) {
    const c = i % HOLDERS;
    const customer = customers[c];
    const byBusiness = customer.businessUuid !== null && rng.chance(0.6);
    const product = byBusiness ? contractor : rng.pick(regular);
    const { status, createdAt, start, expires } = statusAndDates(rng, i, product, now);
    const paid = status === 'paid' || status === 'expired';
    const a = paid ? paymentAmounts(product.amount, product.convenienceFee) : null;
    const p = people[c];
    cols.product.push(product.uuid);
    cols.customer.push(customer.uuid);
    cols.business.push(byBusiness ? customer.businessUuid : null);
    cols.vehicle.push(vehicleOf.get(customer.uuid)!);
    cols.status.push(status);
    cols.amount.push(product.amount);
    cols.subtotal.push(a?.subtotal ?? 0);
    cols.fees.push(a?.convenienceFee ?? 0);
    cols.total.push(a?.total ?? 0);
    cols.created.push(createdAt);
    cols.issued.push(
      start && product.timeSelectionType === TIME_SELECTION.fixedPeriod
        ? product.chosenDate
        : start,
    );
    cols.expires.push(expires);
    cols.holder.push(
      JSON.stringify({
        name: p.name,
        email: customerRows[c].email,
        city: 'Northgate',
        state: 'MI',
        country: 'US',
      }),
    );
    cols.search.push(p.name.toUpperCase());
    cols.issuedBy.push(byBusiness ? 'Business account' : rng.chance(0.2) ? staff : 'Permit portal');
  }
  return cols;
}

async function insertIssued(db: Db, entityUuid: string, cols: ReturnType<typeof issuedColumns>) {
  await db.execute(sql`
    insert into permits_issued (entity_uuid, product_uuid, customer_uuid, business_uuid, vehicle_uuid,
      paid_status, amount, paid_subtotal, paid_total_fees, paid_total, paid_net, created_at,
      issued_on, expires_at, holder, holder_search, issued_by)
    select ${entityUuid}, product, customer, business, vehicle, status, amount, subtotal, fees, total,
      subtotal, created, issued, expires, holder::jsonb, search, issued_by
    from unnest(${array(cols.product)}::uuid[], ${array(cols.customer)}::uuid[],
      ${array(cols.business)}::uuid[], ${array(cols.vehicle)}::uuid[], ${array(cols.status)}::text[],
      ${array(cols.amount)}::int[], ${array(cols.subtotal)}::int[], ${array(cols.fees)}::int[],
      ${array(cols.total)}::int[], ${array(cols.created)}::timestamptz[],
      ${array(cols.issued)}::timestamptz[], ${array(cols.expires)}::timestamptz[],
      ${array(cols.holder)}::text[], ${array(cols.search)}::text[], ${array(cols.issuedBy)}::text[])
      as t(product, customer, business, vehicle, status, amount, subtotal, fees, total, created,
        issued, expires, holder, search, issued_by)`);
}
