import { eq, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';

/**
 * Whether this runtime knows each zone asked so far: building a formatter to find out costs
 * more than the rest of a list page's own work, and the answer for a name never changes.
 */
const knownZones = new Map<string, boolean>();

/** A zone this runtime knows, else UTC (a stored zone a newer Node dropped must not break a page). */
function usableZone(zone: string): string {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known ? zone : 'UTC';
}

/** Read on most requests of citations and meters: a prepared statement (provider/db/prepared.ts). */
const zoneStatement = preparedStatement('organisation_time_zone', (db, name) =>
  db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.uuid, sql.placeholder('entity')))
    .limit(1)
    .prepare(name),
);

/**
 * The organisation's IANA time zone: where late-fee days are counted, meter schedules are read
 * and public pages show times. UTC for an unknown organisation (callers check existence first).
 */
export async function organisationTimeZone(db: DbOrTx, entityUuid: string): Promise<string> {
  const [row] = await zoneStatement(db).execute({ entity: entityUuid });
  return usableZone(row?.timeZone ?? 'UTC');
}
