import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { entityRef, organisations } from './organisations';
import { scans } from './scans';
import { storedFiles } from './stored-files';
import { users } from './users';

/**
 * Enforcement (spec 3 §3): violation types, issued violations (citations) with their images and
 * logs, appeals, locations, ticket settings and the mailing log. Money is integer cents.
 */
/** A ticket location (spec 3 §3 Citation location): created with name and entityUUID. */
export const citationLocations = pgTable(
  'citation_locations',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    name: text('name').notNull(),
    /** Where the location is (optional): a scan's citation takes the nearest one within reach. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [index('citation_locations_entity_idx').on(t.entityUuid, t.name)],
);
export type CitationLocationRow = typeof citationLocations.$inferSelect;

/**
 * The organisation's enforcement settings: appeal window (days; null = any time), the read-only
 * ticket copy, the violation portal's header texts and private mode, the appeal notification
 * e-mail, and the next notice number (sequential per organisation, taken with one UPDATE … RETURNING).
 */
export const citationSettings = pgTable('citation_settings', {
  entityUuid: uuid('entity_uuid')
    .primaryKey()
    .references(() => organisations.uuid, { onDelete: 'cascade' }),
  appealWindow: integer('appeal_window'),
  ticketHeader: text('ticket_header'),
  ticketFooter: text('ticket_footer'),
  header1: text('header1'),
  header2: text('header2'),
  isPortalPrivate: boolean('is_portal_private').notNull().default(false),
  appealNotifEmail: text('appeal_notif_email'),
  lastCitationNumber: integer('last_citation_number').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at'),
});
export type CitationSettingsRow = typeof citationSettings.$inferSelect;

/** A violation (citation) type. isUsed is set when the first citation of it is issued. */
export const citationTypes = pgTable(
  'citation_types',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    name: text('name').notNull(),
    citationCode: text('citation_code'),
    citationDescription: text('citation_description').notNull(),
    citationCodeUuid: uuid('citation_code_uuid').notNull().defaultRandom(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    lateAmount1: integer('late_amount1'),
    lateDays1: integer('late_days1'),
    lateAmount2: integer('late_amount2'),
    lateDays2: integer('late_days2'),
    convenienceFee: integer('convenience_fee').notNull().default(20),
    appealWindow: integer('appeal_window'),
    isUsed: boolean('is_used').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdByUuid: uuid('created_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('citation_types_entity_idx').on(t.entityUuid, t.createdAt)],
);
export type CitationTypeRow = typeof citationTypes.$inferSelect;

/**
 * An issued violation. The type's name, description, amount and late fees are copied at issue
 * (a later type edit does not change a notice). paymentStatus: open, past due, paid, paid off
 * platform, archived, uncollectable; void is voidDate set. Listing is by (issued_at, uuid) keyset.
 */
export const citations = pgTable(
  'citations',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    citationNumber: integer('citation_number').notNull(),
    typeUuid: uuid('type_uuid')
      .notNull()
      .references(() => citationTypes.uuid, { onDelete: 'restrict' }),
    citationName: text('citation_name').notNull(),
    citationDescription: text('citation_description').notNull(),
    plate: text('plate').notNull(),
    stateProv: text('state_prov'),
    color: text('color'),
    make: text('make'),
    model: text('model'),
    locationUuid: uuid('location_uuid').references(() => citationLocations.uuid, {
      onDelete: 'set null',
    }),
    /** The location's name at issue (a deleted location still names its notices). */
    location: text('location'),
    officerUuid: uuid('officer_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    officerName: text('officer_name'),
    comments: text('comments'),
    currency: text('currency').notNull().default('USD'),
    amount: integer('amount').notNull(),
    amountOverride: integer('amount_override'),
    lateAmount1: integer('late_amount1'),
    lateDays1: integer('late_days1'),
    lateAmount2: integer('late_amount2'),
    lateDays2: integer('late_days2'),
    convenienceFee: integer('convenience_fee').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('open'),
    voidDate: timestamptz('void_date'),
    updateMessage: text('update_message'),
    paidTotal: integer('paid_total').notNull().default(0),
    paidTotalFees: integer('paid_total_fees').notNull().default(0),
    paidNet: integer('paid_net').notNull().default(0),
    datePaid: timestamptz('date_paid'),
    appealName: text('appeal_name'),
    appealDate: timestamptz('appeal_date'),
    /** 'patrol' (the patrol app), 'scan' (staff, from a scan or alert) or 'seed'. */
    source: text('source').notNull().default('patrol'),
    /** The scan (or alert) the citation was issued from (issue 29 item 2); one citation per scan. */
    scanUuid: uuid('scan_uuid').references(() => scans.uuid, { onDelete: 'set null' }),
    /** Why it was issued although a valid permit or a paid session was found then. */
    overrideNote: text('override_note'),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('citations_entity_number_idx').on(t.entityUuid, t.citationNumber),
    index('citations_entity_issued_idx').on(
      t.entityUuid,
      t.issuedAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    index('citations_entity_location_issued_idx').on(
      t.entityUuid,
      t.locationUuid,
      t.issuedAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    // One plate's notices, newest first (Plate 360's timeline and open notices, the plate search).
    index('citations_entity_plate_issued_idx').on(
      t.entityUuid,
      t.plate,
      t.issuedAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    index('citations_entity_status_idx').on(t.entityUuid, t.paymentStatus, t.issuedAt),
    index('citations_type_idx').on(t.typeUuid),
    uniqueIndex('citations_scan_idx')
      .on(t.scanUuid)
      .where(sql`${t.scanUuid} is not null`),
  ],
);
export type CitationRow = typeof citations.$inferSelect;

/** Evidence photos of a citation (at most 4), in the order taken. */
export const citationImages = pgTable(
  'citation_images',
  {
    citationUuid: uuid('citation_uuid')
      .notNull()
      .references(() => citations.uuid, { onDelete: 'cascade' }),
    fileUuid: uuid('file_uuid')
      .notNull()
      .references(() => storedFiles.uuid, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.citationUuid, t.fileUuid] })],
);

/** The citation log (spec 3 §3): every action on a notice, who did it and what. */
export const citationLogs = pgTable(
  'citation_logs',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    citationUuid: uuid('citation_uuid')
      .notNull()
      .references(() => citations.uuid, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    note: text('note'),
    createdByUuid: uuid('created_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('citation_logs_citation_idx').on(t.citationUuid, t.createdAt)],
);
export type CitationLogRow = typeof citationLogs.$inferSelect;

/** An appeal: at most one per notice (the unique index decides a race). */
export const citationAppeals = pgTable(
  'citation_appeals',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    citationUuid: uuid('citation_uuid')
      .notNull()
      .references(() => citations.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    reason: text('reason').notNull(),
    submissionDate: timestamptz('submission_date').notNull().defaultNow(),
    responseDate: timestamptz('response_date'),
    status: text('status'),
    isApproved: boolean('is_approved'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('citation_appeals_citation_idx').on(t.citationUuid),
    index('citation_appeals_entity_idx').on(
      t.entityUuid,
      t.submissionDate.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
  ],
);
export type CitationAppealRow = typeof citationAppeals.$inferSelect;

/** The appellant's evidence images (at most 4). */
export const citationAppealImages = pgTable(
  'citation_appeal_images',
  {
    appealUuid: uuid('appeal_uuid')
      .notNull()
      .references(() => citationAppeals.uuid, { onDelete: 'cascade' }),
    fileUuid: uuid('file_uuid')
      .notNull()
      .references(() => storedFiles.uuid, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appealUuid, t.fileUuid] })],
);

/** A violation mailing job (spec 3 §3 Mailing log), recorded by the local test-mode vendor. */
export const citationMailings = pgTable(
  'citation_mailings',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    description: text('description').notNull(),
    count: integer('count').notNull(),
    requestedByUuid: uuid('requested_by_uuid').references(() => users.uuid, {
      onDelete: 'set null',
    }),
    requestedBy: text('requested_by'),
    email: text('email'),
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('citation_mailings_entity_idx').on(t.entityUuid, t.createdAt)],
);
export type CitationMailingRow = typeof citationMailings.$inferSelect;
