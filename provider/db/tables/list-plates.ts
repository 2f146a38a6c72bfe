import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    // The list screen (a list's plates, by plate) …
    index('list_plates_list_plate_idx').on(t.listUuid, t.plate),
    // … and matching at ingestion (which of the organisation's lists hold this plate).
    index('list_plates_plate_list_idx').on(t.plate, t.listUuid),
  ],
);

export type ListPlateRow = typeof listPlates.$inferSelect;
