import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLATE_DROPPED } from '../../../lib/rules/plate';
import { LOOKALIKE_FROM, LOOKALIKE_TO } from '../../../lib/rules/lpr/lookalike';
import { createdAt, timestamptz, uuidPk } from './columns';
import { entityRef } from './organisations';
import { users } from './users';

const publicId = (name: string) =>
  text(name)
    .notNull()
    .unique()
    .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 10))`);

/** A permit product (permit type), spec 2 §3. Archived types keep their permits' history. */
export const permitProducts = pgTable(
  'permit_products',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    convenienceFee: integer('convenience_fee').notNull().default(20),
    billingType: text('billing_type').notNull().default('ONE TIME'),
    billingPeriod: text('billing_period').notNull().default('NONE'),
    permitDuration: integer('permit_duration').notNull().default(1),
    permitDurationUnit: text('permit_duration_unit').notNull().default('DAY'),
    isAutoApproved: boolean('is_auto_approved').notNull().default(true),
    isRegImgRequired: boolean('is_reg_img_required').notNull().default(false),
    maxCount: integer('max_count'),
    isEmailVerify: boolean('is_email_verify').notNull().default(true),
    timeSelectionType: smallint('time_selection_type').notNull().default(1),
    chosenDate: timestamptz('chosen_date'),
    chosenEndDate: timestamptz('chosen_end_date'),
    timeZone: text('time_zone').notNull().default('UTC'),
    isCustomerEntityOnly: boolean('is_customer_entity_only').notNull().default(false),
    isCustomerEntityAll: boolean('is_customer_entity_all').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(true),
    createdByUuid: uuid('created_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: createdAt(),
    archivedAt: timestamptz('archived_at'),
  },
  (t) => [index('permit_products_entity_idx').on(t.entityUuid, t.createdAt)],
);
export type PermitProductRow = typeof permitProducts.$inferSelect;

/** A business account (customer entity): the organisation's own client issuing private permits. */
export const permitBusinessAccounts = pgTable(
  'permit_business_accounts',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('permit_business_accounts_entity_idx').on(t.entityUuid, t.createdAt)],
);
export type PermitBusinessAccountRow = typeof permitBusinessAccounts.$inferSelect;

/** A permit holder (customer). A business account's admin is a customer with businessUuid and isBusinessAdmin. */
export const permitCustomers = pgTable(
  'permit_customers',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    customerPublicId: publicId('customer_public_id'),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    businessUuid: uuid('business_uuid').references(() => permitBusinessAccounts.uuid, {
      onDelete: 'set null',
    }),
    isBusinessAdmin: boolean('is_business_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('permit_customers_entity_email_idx').on(t.entityUuid, sql`lower(${t.email})`),
    index('permit_customers_entity_created_idx').on(t.entityUuid, t.createdAt),
    // The holders' contains-search (name or e-mail ILIKE '%term%'): trigram GIN (pg_trgm,
    // created by the migration; the embedded database loads it in provider/db/client.ts).
    index('permit_customers_search_trgm_idx').using(
      'gin',
      t.fullname.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
    ),
  ],
);
export type PermitCustomerRow = typeof permitCustomers.$inferSelect;

/** A holder's vehicle; text upper-cased on entry. */
export const permitVehicles = pgTable(
  'permit_vehicles',
  {
    uuid: uuidPk(),
    customerUuid: uuid('customer_uuid')
      .notNull()
      .references(() => permitCustomers.uuid, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    state: text('state').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('permit_vehicles_customer_idx').on(t.customerUuid),
    // The issued-permit search (exact plate) and a scan's permit catch-up (the normalised plate;
    // PLATE_DROPPED inlined as a literal: an index expression cannot take a parameter).
    index('permit_vehicles_plate_idx').on(t.plate),
    index('permit_vehicles_plate_key_idx').on(
      sql`regexp_replace(upper(${t.plate}), ${sql.raw(`'${PLATE_DROPPED}'`)}, '', 'g')`,
    ),
    // Plate 360's near matches: the normalised plate's look-alike key.
    index('permit_vehicles_lookalike_idx').on(
      sql.raw(
        `translate(regexp_replace(upper(plate), '${PLATE_DROPPED}', '', 'g'), '${LOOKALIKE_FROM}', '${LOOKALIKE_TO}')`,
      ),
    ),
  ],
);
export type PermitVehicleRow = typeof permitVehicles.$inferSelect;

/** An issued permit (also an approval while waiting or rejected). */
export const permitsIssued = pgTable(
  'permits_issued',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    productUuid: uuid('product_uuid')
      .notNull()
      .references(() => permitProducts.uuid, { onDelete: 'cascade' }),
    customerUuid: uuid('customer_uuid')
      .notNull()
      .references(() => permitCustomers.uuid, { onDelete: 'cascade' }),
    businessUuid: uuid('business_uuid').references(() => permitBusinessAccounts.uuid, {
      onDelete: 'set null',
    }),
    vehicleUuid: uuid('vehicle_uuid').references(() => permitVehicles.uuid, {
      onDelete: 'set null',
    }),
    secondaryVehicleUuids: uuid('secondary_vehicle_uuids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isPrimaryVehicleActive: boolean('is_primary_vehicle_active').notNull().default(true),
    customerPermitId: publicId('customer_permit_id'),
    paidStatus: text('paid_status').notNull(),
    message: text('message'),
    amount: integer('amount').notNull(),
    paidSubtotal: integer('paid_subtotal').notNull().default(0),
    paidTotalFees: integer('paid_total_fees').notNull().default(0),
    paidTotal: integer('paid_total').notNull().default(0),
    paidNet: integer('paid_net').notNull().default(0),
    createdAt: createdAt(),
    issuedOn: timestamptz('issued_on'),
    expiresAt: timestamptz('expires_at'),
    signupCode: text('signup_code'),
    /** The holder details given at registration (spec 2 §3 permitHolder). */
    holder: jsonb('holder').$type<Record<string, string | null>>().notNull(),
    /** Upper-cased holder name, for the holder search (prefix). */
    holderSearch: text('holder_search').notNull(),
    regImgFileUuids: uuid('reg_img_file_uuids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    issuedBy: text('issued_by'),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    // The issued page (newest first) and a product's permits.
    index('permits_issued_entity_created_idx').on(
      t.entityUuid,
      t.createdAt.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    index('permits_issued_product_created_idx').on(t.productUuid, t.createdAt.desc().nullsFirst()),
    // Approvals: waiting permits of the organisation, oldest first.
    index('permits_issued_entity_status_idx').on(t.entityUuid, t.paidStatus, t.createdAt),
    // Holder search: prefix of the upper-cased name.
    index('permits_issued_holder_search_idx').on(
      t.entityUuid,
      t.holderSearch.op('text_pattern_ops'),
    ),
    index('permits_issued_customer_idx').on(t.customerUuid),
    index('permits_issued_business_idx').on(t.businessUuid),
    index('permits_issued_vehicle_idx').on(t.vehicleUuid),
    // A vehicle's permits as a secondary vehicle (Plate 360: `secondary_vehicle_uuids @> array[v]`).
    index('permits_issued_secondary_vehicles_idx').using('gin', t.secondaryVehicleUuids),
  ],
);
export type PermitIssuedRow = typeof permitsIssued.$inferSelect;

/** Permit types assigned to a business account. */
export const permitBusinessProducts = pgTable(
  'permit_business_products',
  {
    businessUuid: uuid('business_uuid')
      .notNull()
      .references(() => permitBusinessAccounts.uuid, { onDelete: 'cascade' }),
    productUuid: uuid('product_uuid')
      .notNull()
      .references(() => permitProducts.uuid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessUuid, t.productUuid] })],
);

/**
 * E-mail verification codes of the permit portal (hashed; 15 minutes). One row per permit type
 * and e-mail: a new code replaces the old one, a code works for its own type only, and it is
 * live while unused, unexpired and below the wrong-try limit (services/permits/portal-codes.ts).
 */
export const permitEmailCodes = pgTable(
  'permit_email_codes',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    productUuid: uuid('product_uuid')
      .notNull()
      .references(() => permitProducts.uuid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('permit_email_codes_product_email_idx').on(t.productUuid, t.email)],
);

/** A portal checkout: one idempotency key gives one permit. */
export const permitCheckouts = pgTable(
  'permit_checkouts',
  {
    entityUuid: entityRef(),
    idempotencyKey: text('idempotency_key').notNull(),
    permitUuid: uuid('permit_uuid').references(() => permitsIssued.uuid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entityUuid, t.idempotencyKey] })],
);
