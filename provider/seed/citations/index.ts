import { normalizePlate } from '../../../lib/rules/plate';
import {
  citationLocations,
  citationMailings,
  citationSettings,
  citationTypes,
  type CitationTypeRow,
  type UserRow,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { issueCitationsInTx, type CitationToIssue } from '../../services/citations';
import { type FileStorage } from '../../services/files';
import type { Seeder } from '../types';
import { NORTHGATE_LOTS, NORTHGATE_TZ } from '../world/campus';
import { regionalPlate, vehicle } from '../world/people';
import { Rng } from '../world/random';
import {
  NORTHGATE_APPEAL_EMAIL,
  NORTHGATE_CITATION_LOCATIONS,
  NORTHGATE_CITATION_TYPES,
  NORTHGATE_PORTAL_HEADERS,
  NORTHGATE_TICKET_COPY,
} from './demo-data';
import { planHistory } from './history';
import { seedAppeals, seedImages, seedPayments, seedStatusLogs } from './notice-history';

const GENERATED = 8_000;
const APPEALS = 60;
const APPEALS_WAITING = 12;
const DAY = 86_400_000;

/**
 * Enforcement demo data (issue 13 "Seed"). Northgate: payouts active (the permits seed), 6
 * locations, 5 types (both late fees on one, one archived, one never used), the two fixed demo
 * notices 100001 (VRT1001), 100002 (VRT1002) and 100003 (VRT1003), ~8,000 notices over 12 months issued by its
 * patrols through the issue service's core in every status, evidence photos on some, ~60 appeals
 * (~12 needing review), the appeal notification e-mail, ticket copy, portal header texts and three
 * mailing log entries. Riverside: nothing (no payouts account, no types, not a mailing organisation).
 */
export const citationsSeeder: Seeder = {
  name: 'citations',
  async run({ db, orgs, users, options }) {
    const northgate = orgs.get('northgate');
    if (!northgate) return;
    const patrols = ['patrol', 'patrol2', 'patrol3', 'patrol4', 'patrol5']
      .map((k) => users.get(k))
      .filter((u): u is UserRow => u !== undefined);
    await seedNorthgate(db, northgate.uuid, users.get('admin') ?? null, patrols, options.storage);
  },
};

/** The settings (ticket copy, portal headers, appeal e-mail), the locations and the types. */
async function seedSetup(db: Db, entityUuid: string, admin: UserRow | null, now: Date) {
  await db.insert(citationSettings).values({
    entityUuid,
    appealWindow: 30,
    ...NORTHGATE_TICKET_COPY,
    ...NORTHGATE_PORTAL_HEADERS,
    appealNotifEmail: NORTHGATE_APPEAL_EMAIL,
  });
  const locations = await db
    .insert(citationLocations)
    .values(
      NORTHGATE_CITATION_LOCATIONS.map((name, i) => ({
        entityUuid,
        name,
        // Where the lot is, so a scan's citation finds its nearest location (issue 29).
        latitude: NORTHGATE_LOTS.find((lot) => lot.name === name)?.lat ?? null,
        longitude: NORTHGATE_LOTS.find((lot) => lot.name === name)?.lng ?? null,
        createdAt: new Date(now.getTime() - (400 - i) * DAY),
      })),
    )
    .returning({ uuid: citationLocations.uuid, name: citationLocations.name });
  const types = await db
    .insert(citationTypes)
    .values(
      NORTHGATE_CITATION_TYPES.map((t, i) => ({
        name: t.name,
        citationCode: t.citationCode,
        citationDescription: t.citationDescription,
        amount: t.amount,
        lateAmount1: t.lateAmount1,
        lateDays1: t.lateDays1,
        lateAmount2: t.lateAmount2,
        lateDays2: t.lateDays2,
        isArchived: t.isArchived,
        entityUuid,
        createdByUuid: admin?.uuid ?? null,
        createdAt: new Date(now.getTime() - (390 - i * 10) * DAY),
      })),
    )
    .returning();
  const typeOf = new Map(NORTHGATE_CITATION_TYPES.map((t, i) => [t.key, types[i]]));
  const weighted = NORTHGATE_CITATION_TYPES.filter((t) => t.weight > 0).map(
    (t) => [typeOf.get(t.key)!, t.weight] as const,
  );
  return { locations, typeOf, weighted };
}

/** Three past mailing runs of unpaid violations. */
async function seedMailings(db: Db, entityUuid: string, admin: UserRow | null, now: Date) {
  const requester = admin?.fullname ?? 'Staff';
  await db.insert(citationMailings).values(
    [75, 45, 15].map((daysAgo, i) => ({
      entityUuid,
      description: `Unpaid violations over 30 days past the notice date (${['first', 'second', 'third'][i]} run)`,
      count: [212, 164, 97][i],
      requestedByUuid: admin?.uuid ?? null,
      requestedBy: requester,
      email: admin?.email ?? null,
      vendor: 'Test-mode mailing vendor',
      transactionId: `TEST-MAIL-${String(1001 + i)}`,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
}

async function seedNorthgate(
  db: Db,
  entityUuid: string,
  admin: UserRow | null,
  patrols: UserRow[],
  storage: FileStorage | undefined,
) {
  const now = new Date();
  const rng = new Rng(1_313);
  const { locations, typeOf, weighted } = await seedSetup(db, entityUuid, admin, now);
  const officerOf = (u: UserRow) => ({ uuid: u.uuid, name: u.fullname });

  // The fixed demo notices first (journeys rely on them: 100001 is paid and 100002 appealed on
  // the portal, 100003 is changed by staff), then the rest by issue time.
  const meter = typeOf.get('meter')!;
  const fixed: CitationToIssue[] = ['VRT1001', 'VRT1002', 'VRT1003'].map((plate) => ({
    type: meter,
    plate,
    stateProv: 'MI',
    color: 'SILVER',
    make: 'TOYOTA',
    model: 'CAMRY',
    location: locations[1],
    officer: officerOf(patrols[0]),
    comments: 'Meter expired 25 minutes before the notice.',
    issuedAt: now,
  }));
  const generated = generateNotices(rng, now, weighted, typeOf.get('retired')!, locations, patrols);
  const plan = planHistory(rng, now, generated, NORTHGATE_TZ, {
    appeals: APPEALS,
    waiting: APPEALS_WAITING,
  });

  await db.transaction(async (tx) => {
    const rows = await issueCitationsInTx(tx, entityUuid, [...fixed, ...plan.items]);
    const issued = rows.slice(fixed.length);
    await seedPayments(tx, entityUuid, issued);
    await seedStatusLogs(tx, entityUuid, issued, admin);
    await seedAppeals(tx, entityUuid, issued, plan.appeals, rng);
    if (storage) await seedImages(tx, storage, entityUuid, issued, rng);
  });

  await seedMailings(db, entityUuid, admin, now);
}

/** ~8,000 notices over 12 months, oldest first, by Northgate's patrols at its locations. */
function generateNotices(
  rng: Rng,
  now: Date,
  weighted: ReadonlyArray<readonly [CitationTypeRow, number]>,
  retired: CitationTypeRow,
  locations: { uuid: string; name: string }[],
  patrols: UserRow[],
): CitationToIssue[] {
  const retiredUntil = now.getTime() - 150 * DAY;
  const items: CitationToIssue[] = [];
  for (let i = 0; i < GENERATED; i++) {
    // Business hours in Detroit (~13:00–23:00 UTC), any day of the last 365.
    const day = Math.floor(rng.range(0, 365));
    const at = new Date(now.getTime() - day * DAY);
    at.setUTCHours(rng.int(12, 22), rng.int(0, 59), rng.int(0, 59), 0);
    if (at.getTime() > now.getTime() - 60_000) at.setTime(now.getTime() - rng.int(2, 600) * 60_000);
    let type = rng.weighted(weighted);
    if (type.uuid === retired.uuid && at.getTime() > retiredUntil) type = weighted[0][0];
    const car = vehicle(rng);
    items.push({
      type,
      plate: normalizePlate(regionalPlate(rng, 'michigan')),
      stateProv: rng.weighted([
        ['MI', 80],
        ['OH', 8],
        ['IN', 4],
        ['IL', 4],
        ['ON', 4],
      ] as const),
      color: car.color.toUpperCase(),
      make: car.make.toUpperCase(),
      model: car.model.toUpperCase(),
      location: rng.pick(locations),
      officer: { uuid: rng.pick(patrols).uuid, name: null },
      comments: rng.chance(0.2) ? 'Photo of the dashboard taken.' : null,
      issuedAt: at,
    });
  }
  const names = new Map(patrols.map((p) => [p.uuid, p.fullname]));
  for (const item of items) item.officer.name = names.get(item.officer.uuid!) ?? null;
  return items.sort((a, b) => a.issuedAt!.getTime() - b.issuedAt!.getTime());
}
