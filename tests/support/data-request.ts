import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { LIST_TYPE } from '@/lib/contract';
import type { Provider } from '@/provider';
import {
  alerts,
  citationAppealImages,
  citationAppeals,
  listPlates,
  lists,
  meters,
  parkingSessions,
  permitCustomers,
  permitProducts,
  permitsIssued,
  permitVehicles,
  scans,
  storedFiles,
} from '@/provider/db/schema';
import { recordAudit } from '@/provider/services/access';
import { attachCitationImage, insertCitation, openCitationFixture } from './citations';

/** An unpacked data-request ZIP: its files, and each CSV's rows as objects by header. */
export interface Unzipped {
  names: string[];
  file(name: string): Uint8Array;
  csv(name: string): Record<string, string>[];
  text(name: string): string;
}

export function unzip(bytes: Uint8Array): Unzipped {
  const files = unzipSync(bytes);
  return {
    names: Object.keys(files).sort(),
    file: (name) => files[name],
    text: (name) => strFromU8(files[name]),
    csv: (name) => parse(strFromU8(files[name]), { columns: true }) as Record<string, string>[],
  };
}

/** Stores bytes as a file of the organisation; answers its uuid. */
export async function storeImage(provider: Provider, entityUuid: string, bytes: Uint8Array) {
  const uuid = randomUUID();
  const path = `${entityUuid}/${uuid}.png`;
  await provider.storage.put(path, bytes, 'image/png');
  await provider.db
    .insert(storedFiles)
    .values({ uuid, entityUuid, path, contentType: 'image/png', size: bytes.length });
  return uuid;
}

/** A distinct small "image" per call (byte-identical checks need distinct bytes). */
export const imageBytes = (tag: string) =>
  Uint8Array.from(Buffer.from(`\x89PNG\r\n\x1a\n${tag}-${randomUUID()}`));

export interface SeededPerson {
  scanUuids: string[];
  scanImage: { scanUuid: string; fileUuid: string; bytes: Uint8Array };
  citationNumber: number;
  citationImage: { fileUuid: string; bytes: Uint8Array };
  appealImage: { fileUuid: string; bytes: Uint8Array };
  permitImage: { permitNumber: string; fileUuid: string; bytes: Uint8Array };
  sessionNumber: string;
}

async function insertScan(
  provider: Provider,
  entityUuid: string,
  plate: string,
  extra: Partial<typeof scans.$inferInsert> = {},
) {
  const [row] = await provider.db
    .insert(scans)
    .values({
      entityUuid,
      plate,
      capturedAt: new Date(),
      confidence: 0.9,
      latitude: 42.28,
      longitude: -83.74,
      ...extra,
    })
    .returning();
  return row.uuid;
}

/** Scans of the plate (one with an image, one alert), of look-alikes, and of another plate. */
export async function seedScans(provider: Provider, entityUuid: string, plate: string) {
  const bytes = imageBytes('scan');
  const fileUuid = await storeImage(provider, entityUuid, bytes);
  const withImage = await insertScan(provider, entityUuid, plate, { imageFileUuid: fileUuid });
  const alerted = await insertScan(provider, entityUuid, plate, { status: 'Not on list' });
  await provider.db
    .insert(alerts)
    .values({ scanUuid: alerted, entityUuid, capturedAt: new Date() });
  const third = await insertScan(provider, entityUuid, plate);
  return {
    scanUuids: [withImage, alerted, third],
    scanImage: { scanUuid: withImage, fileUuid, bytes },
  };
}

/** Everything about one plate and one holder e-mail in an organisation (see data-request tests). */
export async function seedPerson(
  provider: Provider,
  entityUuid: string,
  person: {
    plate: string;
    email: string;
    actor: { uuid: string; fullname: string; email: string };
  },
): Promise<SeededPerson> {
  const db = provider.db;
  const sightings = await seedScans(provider, entityUuid, person.plate);
  const [product] = await db
    .select()
    .from(permitProducts)
    .where(eq(permitProducts.entityUuid, entityUuid))
    .orderBy(asc(permitProducts.createdAt))
    .limit(1);
  const [customer] = await db
    .insert(permitCustomers)
    .values({ entityUuid, fullname: 'Robin Privacy', email: person.email })
    .returning();
  // Stored as typed on the portal ('abc-123'); the plate key finds it.
  const typed = `${person.plate.slice(0, 3).toLowerCase()}-${person.plate.slice(3)}`;
  const [vehicle] = await db
    .insert(permitVehicles)
    .values({
      customerUuid: customer.uuid,
      plate: typed,
      state: 'MI',
      make: 'MAZDA',
      model: '3',
      color: 'RED',
    })
    .returning();
  const permitBytes = imageBytes('permit');
  const permitFile = await storeImage(provider, entityUuid, permitBytes);
  const [permit] = await db
    .insert(permitsIssued)
    .values({
      entityUuid,
      productUuid: product.uuid,
      customerUuid: customer.uuid,
      vehicleUuid: vehicle.uuid,
      paidStatus: 'paid',
      amount: 2500,
      holder: { name: customer.fullname, email: person.email },
      holderSearch: 'ROBIN PRIVACY',
      regImgFileUuids: [permitFile],
    })
    .returning();
  const [meter] = await db.select().from(meters).where(eq(meters.entityUuid, entityUuid)).limit(1);
  const sessionNumber = `S${randomUUID().slice(0, 8)}`;
  await db.insert(parkingSessions).values({
    entityUuid,
    meterUuid: meter.uuid,
    publicId: sessionNumber,
    zoneId: meter.zoneId,
    meterName: meter.name,
    plate: person.plate,
    totalAmount: 300,
    netAmount: 280,
    startTime: new Date(Date.now() - 3_600_000),
    endTime: new Date(Date.now() + 3_600_000),
    email: person.email.toUpperCase(),
  });
  const citationFx = await openCitationFixture(provider, entityUuid);
  const citation = await insertCitation(provider, entityUuid, citationFx, { plate: person.plate });
  const citationBytes = imageBytes('citation');
  const citationFile = await attachCitationImage(
    provider,
    entityUuid,
    citation.uuid,
    citationBytes,
  );
  const [appeal] = await db
    .insert(citationAppeals)
    .values({
      entityUuid,
      citationUuid: citation.uuid,
      name: 'Robin Privacy',
      email: person.email,
      reason: 'The meter was broken.',
    })
    .returning();
  const appealBytes = imageBytes('appeal');
  const appealFile = await storeImage(provider, entityUuid, appealBytes);
  await db
    .insert(citationAppealImages)
    .values({ appealUuid: appeal.uuid, fileUuid: appealFile, position: 0 });
  const [list] = await db
    .select()
    .from(lists)
    .where(and(eq(lists.entityUuid, entityUuid), eq(lists.type, LIST_TYPE.hot)))
    .limit(1);
  await db.insert(listPlates).values({
    listUuid: list.uuid,
    plate: person.plate,
    name: 'Robin Privacy',
    email: person.email,
    label: 'Staff',
  });
  await recordAudit(db, {
    entityUuid,
    actor: person.actor,
    action: 'citation.voided',
    plate: person.plate,
    targetUuid: citation.uuid,
  });
  return {
    ...sightings,
    citationNumber: citation.citationNumber,
    citationImage: { fileUuid: citationFile, bytes: citationBytes },
    appealImage: { fileUuid: appealFile, bytes: appealBytes },
    permitImage: {
      permitNumber: permit.customerPermitId,
      fileUuid: permitFile,
      bytes: permitBytes,
    },
    sessionNumber,
  };
}
