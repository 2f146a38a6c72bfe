import { sql, type SQL } from 'drizzle-orm';
import {
  PLATE_LOOKALIKES_CAP,
  type PlateLookalikes,
  type PlateSeenIn,
} from '../../../lib/contract';
import {
  LOOKALIKE_CLASSES,
  LOOKALIKE_FROM,
  LOOKALIKE_TO,
  lookalikeKey,
  lookalikeWhy,
} from '../../../lib/rules/lpr/lookalike';
import { rowsOf, type DbOrTx } from '../../db/types';
import { PLATE_KEY } from '../permits';

/**
 * Plate 360's near matches: the organisation's plates with the plate's look-alike key, other than
 * the plate itself, from its scans, permit vehicles and list entries. Each read starts from an
 * index on the key (scans_entity_lookalike_idx, permit_vehicles_lookalike_idx,
 * list_plates_lookalike_list_idx) and is bounded by the organisation.
 */

const LOOKALIKE_CHARS = new Set(LOOKALIKE_CLASSES.join(''));
const keyOf = (plate: SQL) =>
  sql`translate(${plate}, ${sql.raw(`'${LOOKALIKE_FROM}', '${LOOKALIKE_TO}'`)})`;

/** The statement (exported for the bench, which runs it raw). */
export function plateLookalikesSql(entity: string, plate: string) {
  const key = lookalikeKey(plate);
  return sql`select plate, 'scans' as seen_in, max(captured_at) as last_scan
      from scans
      where entity_uuid = ${entity} and ${keyOf(sql.raw('plate'))} = ${key} and plate <> ${plate}
      group by plate
    union all
    select distinct ${PLATE_KEY} as plate, 'permits', null::timestamptz
      from permit_vehicles v join permit_customers c on c.uuid = v.customer_uuid
      where ${keyOf(PLATE_KEY)} = ${key}
        and c.entity_uuid = ${entity} and ${PLATE_KEY} <> ${plate}
    union all
    select distinct lp.plate, 'lists', null::timestamptz
      from list_plates lp join lists l on l.uuid = lp.list_uuid
      where lp.lookalike_key = ${key} and l.entity_uuid = ${entity} and lp.plate <> ${plate}`;
}

interface Row {
  plate: string;
  seen_in: PlateSeenIn;
  last_scan: Date | string | null;
}

const SEEN_ORDER: PlateSeenIn[] = ['scans', 'permits', 'lists'];

/** The near matches of a plate (normalised), the most recently scanned first, then by plate. */
export async function plateLookalikes(
  db: DbOrTx,
  entity: string,
  plate: string,
): Promise<PlateLookalikes> {
  // A plate without a look-alike character has no other plate with its key.
  if (![...plate].some((ch) => LOOKALIKE_CHARS.has(ch))) return { plate, plates: [] };
  const rows = rowsOf<Row>(await db.execute(plateLookalikesSql(entity, plate)));
  const byPlate = new Map<string, { seenIn: Set<PlateSeenIn>; lastScan: Date | null }>();
  for (const row of rows) {
    const entry = byPlate.get(row.plate) ?? { seenIn: new Set(), lastScan: null };
    entry.seenIn.add(row.seen_in);
    if (row.last_scan !== null) entry.lastScan = new Date(row.last_scan);
    byPlate.set(row.plate, entry);
  }
  const plates = [...byPlate]
    .sort(
      ([a, x], [b, y]) =>
        (y.lastScan?.getTime() ?? -Infinity) - (x.lastScan?.getTime() ?? -Infinity) ||
        a.localeCompare(b),
    )
    .slice(0, PLATE_LOOKALIKES_CAP)
    .map(([other, { seenIn, lastScan }]) => ({
      plate: other,
      why: lookalikeWhy(other, plate) ?? '',
      seenIn: SEEN_ORDER.filter((s) => seenIn.has(s)),
      lastScan: lastScan?.toISOString() ?? null,
    }));
  return { plate, plates };
}
