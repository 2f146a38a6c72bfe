import { eq, isNull, and } from 'drizzle-orm';
import { meterRates, meters, organisations } from '@/provider/db/schema';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * The public meter page's test world: Eastside Meters on the portal subdomain 'eastside' with
 * its own meters (zone ids the seed does not use): PT1 hourly every day, all day ($2.00 an hour
 * in 15-minute increments, at most 240 minutes); PT2 with no rates (inactive); and NG1 of
 * Northgate (portal 'northgate') for another organisation's session. Times are Eastside's own
 * zone (America/New_York, seeded).
 */
export interface MeterPortalFixture extends LprFixture {
  eastside: string;
  pt1: string;
  pt2: string;
  ng1: string;
}

export const HOURLY_ALL_WEEK = {
  startMinute: 0,
  endMinute: 10080,
  currency: 'USD',
  isIncrement: true,
  amount: 200,
  incrementValue: 15,
  maxIncrementTime: 240,
} as const;

export async function openMeterPortalFixture(): Promise<MeterPortalFixture> {
  const fx = await openLprFixture();
  const db = fx.provider.db;
  const [east] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Eastside Meters'));
  await db
    .update(organisations)
    .set({ portalSubdomain: 'eastside' })
    .where(and(eq(organisations.uuid, east.uuid), isNull(organisations.portalSubdomain)));
  const meter = async (entityUuid: string, zoneId: string, name: string) => {
    const [row] = await db
      .insert(meters)
      .values({ entityUuid, zoneId, name, description: `${name} (test meter)` })
      .returning();
    return row.uuid;
  };
  const pt1 = await meter(east.uuid, 'PT1', 'Portal Test Street');
  const pt2 = await meter(east.uuid, 'PT2', 'Portal Night Lot');
  const ng1 = await meter(fx.northgate, 'NG1', 'Northgate Test Lot');
  await db.insert(meterRates).values([
    { entityUuid: east.uuid, meterUuid: pt1, ...HOURLY_ALL_WEEK },
    { entityUuid: fx.northgate, meterUuid: ng1, ...HOURLY_ALL_WEEK },
  ]);
  return { ...fx, eastside: east.uuid, pt1, pt2, ng1 };
}
