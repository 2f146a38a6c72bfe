import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  real,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOOKALIKE_FROM, LOOKALIKE_TO } from '../../../lib/rules/lpr/lookalike';
import { createdAt, timestamptz, uuidPk } from './columns';
import { organisations } from './organisations';
import { storedFiles } from './stored-files';
import { users } from './users';

/**
 * A plate sighting uploaded by the patrol app, with the result of matching it against the
 * organisation's lists at ingestion (a snapshot: list_uuid has no foreign key, so deleting a list
 * keeps the scan history as it was).
 *
 * Every ORDER BY on these indexes is `captured_at DESC, uuid DESC`, PostgreSQL's default NULLS
 * FIRST for DESC; the index columns are declared the same way (drizzle's bare `.desc()` would
 * write NULLS LAST, which the planner then cannot use for that ORDER BY).
 */
export const scans = pgTable(
  'scans',
  {
    uuid: uuidPk(),
    entityUuid: uuid('entity_uuid')
      .notNull()
      .references(() => organisations.uuid, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    capturedAt: timestamptz('captured_at').notNull(),
    /** captured_at of the previous scan of the same plate in the organisation (digital chalk). */
    lastSeen: timestamptz('last_seen'),
    confidence: real('confidence').notNull(),
    capturedByUuid: uuid('captured_by_uuid').references(() => users.uuid, {
      onDelete: 'set null',
    }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    imageFileUuid: uuid('image_file_uuid').references(() => storedFiles.uuid, {
      onDelete: 'set null',
    }),
    listUuid: uuid('list_uuid'),
    listName: text('list_name'),
    listType: smallint('list_type'),
    isValid: boolean('is_valid'),
    status: text('status'),
    expiresAt: timestamptz('expires_at'),
    label1: text('label1'),
    label2: text('label2'),
    /** A near match (look-alike characters): the list plate matched, and why ('8 read as B'). */
    nearPlate: text('near_plate'),
    nearWhy: text('near_why'),
    /**
     * The plate as the camera read it (issue 30 item 4): written at ingestion and never changed; a
     * plate edit changes `plate` (the effective plate every match, search and count uses) and
     * records the correction beside it. Rows from before this column hold the plate they had then.
     */
    originalPlate: text('original_plate'),
    /**
     * SHA-256 (hex) of the read's canonical serialisation (lib/rules/lpr/evidence-digest.ts) and
     * its version; null for scans recorded before evidence digests.
     */
    readDigest: text('read_digest'),
    readDigestVersion: smallint('read_digest_version'),
    /** The last plate correction: who and when (the corrected plate is `plate`). */
    correctedByUuid: uuid('corrected_by_uuid').references(() => users.uuid, {
      onDelete: 'set null',
    }),
    correctedByName: text('corrected_by_name'),
    correctedAt: timestamptz('corrected_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // All scans of an organisation, newest first (paging, recent map points, activity).
    index('scans_entity_captured_idx').on(
      t.entityUuid,
      t.capturedAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    // One member's scans, newest first (member filter, capture counts).
    index('scans_entity_member_captured_idx').on(
      t.entityUuid,
      t.capturedByUuid,
      t.capturedAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    // One plate's scans, newest first (history, last_seen, chalking) and plate prefix search:
    // text_pattern_ops serves both `plate = $1` and `plate LIKE 'ABC%'` under any collation.
    index('scans_entity_plate_captured_idx').on(
      t.entityUuid,
      t.plate.op('text_pattern_ops'),
      t.capturedAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    // Plate 360's near matches: the organisation's scanned plates that look alike (the same
    // look-alike key; lib/rules/lpr/lookalike.ts, its letters inlined: an index takes no parameter).
    index('scans_entity_lookalike_idx').on(
      t.entityUuid,
      sql.raw(`translate(plate, '${LOOKALIKE_FROM}', '${LOOKALIKE_TO}')`),
    ),
    // Few scans carry an upload; lets deleting a stored file find its scan (FK SET NULL).
    index('scans_image_file_idx')
      .on(t.imageFileUuid)
      .where(sql`${t.imageFileUuid} is not null`),
  ],
);

export type ScanRow = typeof scans.$inferSelect;
export type NewScanRow = typeof scans.$inferInsert;
