import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LOOKALIKE_FROM, LOOKALIKE_TO } from '../../../lib/rules/lpr/lookalike';
import { createdAt, timestamptz, uuidPk } from './columns';
import { lists } from './lists';

/** A plate on a list, with its owner, labels and vehicle. Plates are stored upper-cased, A–Z 0–9. */
export const listPlates = pgTable(
  'list_plates',
  {
    uuid: uuidPk(),
    listUuid: uuid('list_uuid')
      .notNull()
      .references(() => lists.uuid, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    label: text('label').notNull().default(''),
    label2: text('label2').notNull().default(''),
    /** Six hex digits without '#', or ''. */
    labelHex: text('label_hex').notNull().default(''),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    color: text('color').notNull().default(''),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
    /** Integration lists: the vendor's parking session. */
    vendorName: text('vendor_name'),
    vendorLocationCode: text('vendor_location_code'),
    vendorLocationDescription: text('vendor_location_description'),
    /**
     * The plate's look-alike key (lib/rules/lpr/lookalike.ts: 0/O/D/Q → 0, 1/I/L → 1 …), kept by
     * the database from the stored (normalised) plate, so every write path (add, edit, CSV
     * replace, the permit list, integrations, seeds) fills it and the migration backfills it.
     */
    lookalikeKey: text('lookalike_key')
      .notNull()
      .generatedAlwaysAs(sql.raw(`translate(plate, '${LOOKALIKE_FROM}', '${LOOKALIKE_TO}')`)),
  },
  (t) => [
    // The list screen (a list's plates, by plate) …
    index('list_plates_list_plate_idx').on(t.listUuid, t.plate),
    // … and matching at ingestion (which of the organisation's lists hold this plate).
    index('list_plates_plate_list_idx').on(t.plate, t.listUuid),
    // … and look-alike matching (lists with "Also match look-alike characters" on).
    index('list_plates_lookalike_list_idx').on(t.lookalikeKey, t.listUuid),
  ],
);

export type ListPlateRow = typeof listPlates.$inferSelect;
