import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Provider } from '@/provider';
import {
  citationImages,
  citationLocations,
  citations,
  citationTypes,
  storedFiles,
  type CitationRow,
} from '@/provider/db/schema';
import { rowsOf } from '@/provider/db/types';

/**
 * Test rows for the issued-violations and mailing suites, written straight into the enforcement
 * tables (provider/db/tables/citations.ts) so these suites do not depend on the seed. Notice
 * numbers come from a range of their own (7,000,000 up) so they never meet the seed's.
 */
let nextNumber = 7_000_000 + Math.floor(Math.random() * 1_000_000);

export interface CitationFixture {
  typeUuid: string;
  locationUuid: string;
  locationName: string;
}

export async function insertCitationType(
  provider: Provider,
  entityUuid: string,
  overrides: Partial<typeof citationTypes.$inferInsert> = {},
): Promise<string> {
  const [row] = await provider.db
    .insert(citationTypes)
    .values({
      entityUuid,
      name: 'Expired meter',
      citationCode: 'EXP',
      citationDescription: 'Parked at an expired meter',
      amount: 5000,
      lateAmount1: 7500,
      lateDays1: 14,
      lateAmount2: 10000,
      lateDays2: 30,
      isUsed: true,
      ...overrides,
    })
    .returning({ uuid: citationTypes.uuid });
  return row.uuid;
}

export async function insertLocation(
  provider: Provider,
  entityUuid: string,
  name = `Lot ${randomUUID().slice(0, 6)}`,
): Promise<string> {
  const [row] = await provider.db
    .insert(citationLocations)
    .values({ entityUuid, name })
    .returning({ uuid: citationLocations.uuid });
  return row.uuid;
}

/** A type and a location of the organisation to issue test notices with. */
export async function openCitationFixture(
  provider: Provider,
  entityUuid: string,
): Promise<CitationFixture> {
  const locationName = `Test lot ${randomUUID().slice(0, 6)}`;
  return {
    typeUuid: await insertCitationType(provider, entityUuid),
    locationUuid: await insertLocation(provider, entityUuid, locationName),
    locationName,
  };
}

export type CitationValues = Partial<typeof citations.$inferInsert>;

/** One notice (the type's terms copied as at issue); answers the row. */
export async function insertCitation(
  provider: Provider,
  entityUuid: string,
  fx: CitationFixture,
  values: CitationValues = {},
): Promise<CitationRow> {
  const [row] = await provider.db
    .insert(citations)
    .values({
      entityUuid,
      citationNumber: nextNumber++,
      typeUuid: fx.typeUuid,
      citationName: 'Expired meter',
      citationDescription: 'Parked at an expired meter',
      plate: `T${randomUUID().slice(0, 6).toUpperCase()}`,
      stateProv: 'MI',
      color: 'BLUE',
      make: 'FORD',
      model: 'FOCUS',
      locationUuid: fx.locationUuid,
      location: fx.locationName,
      officerName: 'Test Officer',
      amount: 5000,
      lateAmount1: 7500,
      lateDays1: 14,
      lateAmount2: 10000,
      lateDays2: 30,
      source: 'seed',
      issuedAt: new Date(),
      ...values,
    })
    .returning();
  return row;
}

/** Stores an image and attaches it to a notice; answers the file uuid. */
export async function attachCitationImage(
  provider: Provider,
  entityUuid: string,
  citationUuid: string,
  bytes: Uint8Array,
  position = 0,
): Promise<string> {
  const fileUuid = randomUUID();
  const path = `${entityUuid}/${fileUuid}.png`;
  await provider.storage.put(path, bytes, 'image/png');
  await provider.db
    .insert(storedFiles)
    .values({ uuid: fileUuid, entityUuid, path, contentType: 'image/png', size: bytes.length });
  await provider.db.insert(citationImages).values({ citationUuid, fileUuid, position });
  return fileUuid;
}

/** How many notices of the organisation match a condition (for counts next to the seed's). */
export async function countCitations(
  provider: Provider,
  where: ReturnType<typeof sql>,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await provider.db.execute(sql`select count(*)::int as n from citations where ${where}`),
  );
  return Number(row.n);
}
