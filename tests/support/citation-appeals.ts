import { eq, sql } from 'drizzle-orm';
import type { Provider } from '@/provider';
import {
  citationAppealImages,
  citationAppeals,
  citationImages,
  citationLocations,
  citations,
  citationSettings,
  citationTypes,
} from '@/provider/db/schema';
import { storeFile } from '@/provider/services/files';
import { PNG_BYTES } from './lpr';

/**
 * Rows of the enforcement tables for the appeals and violation portal tests, written straight
 * into the provider's database (the types, issue and seed calls are other groups'): a type with
 * both late fees, a location, notices with a photo, appeals, and the ticket settings. Notice
 * numbers continue after the organisation's highest, so they never meet seeded ones.
 */
export interface NoticeOptions {
  plate?: string;
  /** Days before now the notice was issued (default 0: today). */
  daysAgo?: number;
  amount?: number;
  paymentStatus?: string;
  voided?: boolean;
  locationUuid?: string | null;
  withPhoto?: boolean;
}

export interface CitationFixture {
  typeUuid: string;
  location: { uuid: string; name: string };
  /** Issues one notice; answers its uuid and number. */
  notice(options?: NoticeOptions): Promise<{ uuid: string; citationNumber: number; plate: string }>;
  appeal(
    citationUuid: string,
    options?: { name?: string; email?: string; reason?: string; images?: number },
  ): Promise<string>;
  settings(values: Partial<typeof citationSettings.$inferInsert>): Promise<void>;
}

export async function citationFixture(
  provider: Provider,
  entityUuid: string,
  suffix = 'T',
): Promise<CitationFixture> {
  const db = provider.db;
  const [type] = await db
    .insert(citationTypes)
    .values({
      entityUuid,
      name: `Expired Meter ${suffix}`,
      citationCode: `EM-${suffix}`,
      citationDescription: 'Parked at an expired meter.',
      amount: 5000,
      lateAmount1: 7500,
      lateDays1: 14,
      lateAmount2: 10000,
      lateDays2: 30,
      convenienceFee: 150,
      isUsed: true,
    })
    .returning();
  const [location] = await db
    .insert(citationLocations)
    .values({ entityUuid, name: `Lot ${suffix}` })
    .returning();
  const settings = async (values: Partial<typeof citationSettings.$inferInsert>) => {
    await db
      .insert(citationSettings)
      .values({ entityUuid, ...values })
      .onConflictDoUpdate({ target: citationSettings.entityUuid, set: values });
  };
  let plates = 0;
  return {
    typeUuid: type.uuid,
    location: { uuid: location.uuid, name: location.name },
    settings,
    async notice(options = {}) {
      const [{ next }] = (
        await db
          .select({
            next: sql<number>`coalesce(max(${citations.citationNumber}), 100000)::int + 1`,
          })
          .from(citations)
          .where(eq(citations.entityUuid, entityUuid))
      ).map((r) => ({ next: Number(r.next) }));
      plates += 1;
      const plate = options.plate ?? `TST${suffix}${String(plates).padStart(3, '0')}`;
      const issuedAt = new Date(Date.now() - (options.daysAgo ?? 0) * 86_400_000);
      const locationUuid =
        options.locationUuid === undefined ? location.uuid : options.locationUuid;
      const [row] = await db
        .insert(citations)
        .values({
          entityUuid,
          citationNumber: next,
          typeUuid: type.uuid,
          citationName: type.name,
          citationDescription: type.citationDescription,
          plate,
          stateProv: 'MI',
          color: 'BLUE',
          make: 'FORD',
          model: 'FOCUS',
          locationUuid,
          location: locationUuid ? location.name : null,
          officerName: 'Pat Rolle',
          amount: options.amount ?? type.amount,
          lateAmount1: type.lateAmount1,
          lateDays1: type.lateDays1,
          lateAmount2: type.lateAmount2,
          lateDays2: type.lateDays2,
          convenienceFee: type.convenienceFee,
          paymentStatus: options.paymentStatus ?? 'open',
          voidDate: options.voided ? new Date() : null,
          source: 'seed',
          issuedAt,
        })
        .returning();
      // Keep the organisation's notice counter past this number (the issue call takes the next).
      await db
        .insert(citationSettings)
        .values({ entityUuid, lastCitationNumber: next })
        .onConflictDoUpdate({
          target: citationSettings.entityUuid,
          set: {
            lastCitationNumber: sql`greatest(${citationSettings.lastCitationNumber}, ${next})`,
          },
        });
      if (options.withPhoto) {
        const file = await storeFile(db, provider.storage, {
          entityUuid,
          bytes: PNG_BYTES,
          contentType: 'image/png',
        });
        await db
          .insert(citationImages)
          .values({ citationUuid: row.uuid, fileUuid: file.uuid, position: 0 });
      }
      return { uuid: row.uuid, citationNumber: row.citationNumber, plate };
    },
    async appeal(citationUuid, options = {}) {
      const [row] = await db
        .insert(citationAppeals)
        .values({
          entityUuid,
          citationUuid,
          name: options.name ?? 'Alex Appellant',
          email: options.email ?? 'alex.appellant@example.com',
          phoneNumber: '555-0100',
          address: '1 Main St',
          reason: options.reason ?? 'The meter was broken.\nI have a photo.',
        })
        .returning();
      for (let i = 0; i < (options.images ?? 0); i += 1) {
        const file = await storeFile(db, provider.storage, {
          entityUuid,
          bytes: PNG_BYTES,
          contentType: 'image/png',
        });
        await db
          .insert(citationAppealImages)
          .values({ appealUuid: row.uuid, fileUuid: file.uuid, position: i });
      }
      return row.uuid;
    },
  };
}
