import { and, asc, eq } from 'drizzle-orm';
import { LIST_TYPE } from '../../../lib/contract';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import {
  auditEvents,
  citationAppeals,
  citationLocations,
  citationLogs,
  citationTypes,
  listPlates,
  lists,
  meters,
  parkingSessions,
  permitCustomers,
  permitProducts,
  permitsIssued,
  permitVehicles,
  portalPayments,
  type UserRow,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { issueCitationsInTx } from '../../services/citations';
import { recordSessionMoney } from '../../services/meters';
import { syncPermitList } from '../../services/permits';
import { patrolsOf, writeScans } from '../lpr';
import type { Seeder } from '../types';

/**
 * The Plate 360 demo plate (issue 29 item 1): one Northgate car with something in every section —
 * a valid permit (and a change to it), a visitor-list entry, a paid meter session running now
 * and an earlier one with a time-add, an open notice under appeal, and scans by a patrol.
 */
export const PLATE_360_DEMO = 'VRT3600';

const MINUTE = 60_000;
const DAY = 86_400_000;

export const platesSeeder: Seeder = {
  name: 'plates',
  async run({ db, orgs, users }) {
    const northgate = orgs.get('northgate');
    const admin = users.get('admin');
    if (!northgate || !admin) return;
    const now = Date.now();
    await seedPermit(db, northgate.uuid, admin, now);
    await seedListEntry(db, northgate.uuid, now);
    await seedSessions(db, northgate.uuid, now);
    await seedCitation(db, northgate.uuid, now);
    const patrols = await patrolsOf(db, northgate.uuid);
    const officer = patrols[0] ?? admin.uuid;
    await writeScans(
      db,
      northgate.uuid,
      [3 * DAY + 95 * MINUTE, 3 * DAY, DAY + 40 * MINUTE, 50 * MINUTE].map((ago, i) => ({
        plate: PLATE_360_DEMO,
        capturedAt: new Date(now - ago),
        latitude: 42.2808 + i * 0.0004,
        longitude: -83.743 - i * 0.0003,
        confidence: 0.93,
        capturedByUuid: officer,
      })),
    );
  },
};

async function seedPermit(db: Db, entityUuid: string, admin: UserRow, now: number) {
  const [product] = await db
    .select()
    .from(permitProducts)
    .where(eq(permitProducts.entityUuid, entityUuid))
    .orderBy(asc(permitProducts.createdAt))
    .limit(1);
  if (!product) return;
  const [customer] = await db
    .insert(permitCustomers)
    .values({ entityUuid, fullname: 'Jordan Avery', email: 'jordan.avery@example.edu' })
    .returning();
  const [vehicle] = await db
    .insert(permitVehicles)
    .values({
      customerUuid: customer.uuid,
      plate: PLATE_360_DEMO,
      state: 'MI',
      make: 'SUBARU',
      model: 'OUTBACK',
      color: 'BLUE',
    })
    .returning();
  const issuedOn = new Date(now - 20 * DAY);
  const [permit] = await db
    .insert(permitsIssued)
    .values({
      entityUuid,
      productUuid: product.uuid,
      customerUuid: customer.uuid,
      vehicleUuid: vehicle.uuid,
      paidStatus: 'paid',
      amount: product.amount,
      paidSubtotal: product.amount,
      paidTotal: product.amount,
      paidNet: product.amount,
      createdAt: issuedOn,
      issuedOn,
      expiresAt: new Date(now + 70 * DAY),
      holder: { name: customer.fullname, email: customer.email },
      holderSearch: customer.fullname.toUpperCase(),
      issuedBy: admin.fullname,
    })
    .returning();
  await db.insert(auditEvents).values({
    entityUuid,
    actorUuid: admin.uuid,
    actorName: admin.fullname,
    actorEmail: admin.email,
    action: 'permit.dates_changed',
    targetUuid: permit.uuid,
    detail: {
      issuedOn: { from: issuedOn.toISOString(), to: issuedOn.toISOString() },
      expiresAt: {
        from: new Date(now + 40 * DAY).toISOString(),
        to: new Date(now + 70 * DAY).toISOString(),
      },
    },
    createdAt: new Date(now - 10 * DAY),
  });
  await syncPermitList(db, entityUuid, [permit.uuid]);
}

async function seedListEntry(db: Db, entityUuid: string, now: number) {
  const [list] = await db
    .select({ uuid: lists.uuid })
    .from(lists)
    .where(and(eq(lists.entityUuid, entityUuid), eq(lists.type, LIST_TYPE.allow)))
    .orderBy(asc(lists.createdAt))
    .limit(1);
  if (!list) return;
  await db.insert(listPlates).values({
    listUuid: list.uuid,
    plate: PLATE_360_DEMO,
    name: 'Jordan Avery',
    label: 'Visiting researcher',
    make: 'SUBARU',
    model: 'OUTBACK',
    color: 'BLUE',
    expiresAt: new Date(now + 30 * DAY),
    createdAt: new Date(now - 25 * DAY),
  });
}

async function seedSessions(db: Db, entityUuid: string, now: number) {
  const [meter] = await db
    .select()
    .from(meters)
    .where(eq(meters.entityUuid, entityUuid))
    .orderBy(asc(meters.zoneId))
    .limit(1);
  if (!meter) return;
  const base = {
    entityUuid,
    meterUuid: meter.uuid,
    zoneId: meter.zoneId,
    meterName: meter.name,
    plate: PLATE_360_DEMO,
  };
  const earlier = now - 2 * DAY - 3 * 60 * MINUTE;
  const [past, running] = await db
    .insert(parkingSessions)
    .values([
      {
        ...base,
        publicId: 'PLATEVRA',
        totalAmount: 450,
        totalFees: 20,
        netAmount: 430,
        startTime: new Date(earlier),
        endTime: new Date(earlier + 180 * MINUTE),
        createdAt: new Date(earlier),
      },
      {
        ...base,
        publicId: 'PLATEVRB',
        totalAmount: 320,
        totalFees: 20,
        netAmount: 300,
        startTime: new Date(now - 30 * MINUTE),
        endTime: new Date(now + 90 * MINUTE),
        createdAt: new Date(now - 30 * MINUTE),
      },
    ])
    .returning();
  await recordSessionMoney(db, past, { total: 300, fees: 20, net: 280, at: past.startTime });
  await recordSessionMoney(db, running, { total: 320, fees: 20, net: 300, at: running.startTime });
  const addedAt = new Date(earlier + 100 * MINUTE);
  await db.insert(portalPayments).values({
    entityUuid,
    kind: 'meter',
    idempotencyKey: `meter-add:${past.uuid}:plate-360-demo`,
    referenceUuid: past.uuid,
    subtotal: 150,
    convenienceFee: 0,
    total: 150,
    net: 150,
    currency: past.currency,
    createdAt: addedAt,
  });
  await recordSessionMoney(db, past, {
    total: 150,
    fees: 0,
    net: 150,
    at: addedAt,
    newSession: false,
  });
}

async function seedCitation(db: Db, entityUuid: string, now: number) {
  const [type] = await db
    .select()
    .from(citationTypes)
    .where(and(eq(citationTypes.entityUuid, entityUuid), eq(citationTypes.isArchived, false)))
    .orderBy(asc(citationTypes.createdAt))
    .limit(1);
  const [location] = await db
    .select()
    .from(citationLocations)
    .where(eq(citationLocations.entityUuid, entityUuid))
    .orderBy(asc(citationLocations.name))
    .limit(1);
  if (!type) return;
  const issuedAt = new Date(now - 3 * DAY);
  await db.transaction(async (tx) => {
    const [notice] = await issueCitationsInTx(tx, entityUuid, [
      {
        type,
        plate: PLATE_360_DEMO,
        stateProv: 'MI',
        color: 'BLUE',
        make: 'SUBARU',
        model: 'OUTBACK',
        location: location ? { uuid: location.uuid, name: location.name } : null,
        officer: { uuid: null, name: 'Campus Patrol' },
        comments: 'Parked past the 2 hour visitor limit.',
        issuedAt,
      },
    ]);
    const submitted = new Date(now - 2 * DAY);
    await tx.insert(citationAppeals).values({
      entityUuid,
      citationUuid: notice.uuid,
      name: 'Jordan Avery',
      email: 'jordan.avery@example.edu',
      reason: 'My permit was valid that day; the visitor pass was on the dashboard.',
      submissionDate: submitted,
    });
    await tx
      .update(citationLogs)
      .set({ createdAt: issuedAt })
      .where(eq(citationLogs.citationUuid, notice.uuid));
    await tx.insert(citationLogs).values({
      entityUuid,
      citationUuid: notice.uuid,
      type: CITATION_LOG.appealSubmitted,
      note: 'Appeal submitted on the violation portal.',
      createdByName: 'Jordan Avery',
      createdAt: submitted,
    });
  });
}
