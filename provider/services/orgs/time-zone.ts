import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** A zone this runtime knows, else UTC (a stored zone a newer Node dropped must not break a page). */
function usableZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * The organisation's IANA time zone: where late-fee days are counted, meter schedules are read
 * and public pages show times. UTC for an unknown organisation (callers check existence first).
 */
export async function organisationTimeZone(db: DbOrTx, entityUuid: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.uuid, entityUuid))
    .limit(1);
  return usableZone(row?.timeZone ?? 'UTC');
}
