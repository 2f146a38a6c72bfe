import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { entityRef } from './organisations';

/**
 * Parking meters (spec 3 §3): meters, their weekly time rates, paid parking sessions and an
 * hourly roll-up of session money for the earnings columns. Money is integer cents.
 */
/** A meter (zone). The public new-session page is keyed by zone id on the portal host. */
export const meters = pgTable(
  'meters',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    zoneId: text('zone_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    firstFreeMin: integer('first_free_min').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [uniqueIndex('meters_entity_zone_idx').on(t.entityUuid, t.zoneId)],
);
export type MeterRow = typeof meters.$inferSelect;

/**
 * A time rate (slot) of a meter's weekly schedule. start/end are minutes of the week
 * (0 = Sunday 00:00, 10080 = the next Sunday 00:00) in the organisation's time zone; clock times
 * (flat-rate end, overnight end) are minutes of the day. Null amounts are unset (spec 3 §5).
 */
export const meterRates = pgTable(
  'meter_rates',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    meterUuid: uuid('meter_uuid')
      .notNull()
      .references(() => meters.uuid, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('USD'),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    isFlatRate: boolean('is_flat_rate').notNull().default(false),
    isIncrement: boolean('is_increment').notNull().default(false),
    isOvernight: boolean('is_overnight').notNull().default(false),
    /** Cents per hour; null = no price. */
    amount: integer('amount'),
    incrementValue: integer('increment_value'),
    maxIncrementTime: integer('max_increment_time'),
    firstFreeMin: integer('first_free_min'),
    flatRateAmount: integer('flat_rate_amount'),
    /** Minutes; 0 = ends at flatRateEndTime. */
    flatRateDuration: integer('flat_rate_duration'),
    flatRateEndTime: integer('flat_rate_end_time'),
    overnightAmount: integer('overnight_amount'),
    overnightEndTime: integer('overnight_end_time'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [index('meter_rates_meter_idx').on(t.meterUuid, t.startMinute)],
);
export type MeterRateRow = typeof meterRates.$inferSelect;

/** A paid parking session. A time-add extends endTime and adds to the totals. */
export const parkingSessions = pgTable(
  'parking_sessions',
  {
    uuid: uuidPk(),
    entityUuid: entityRef(),
    meterUuid: uuid('meter_uuid')
      .notNull()
      .references(() => meters.uuid, { onDelete: 'cascade' }),
    publicId: text('public_id').notNull().unique(),
    zoneId: text('zone_id').notNull(),
    meterName: text('meter_name').notNull(),
    plate: text('plate').notNull(),
    currency: text('currency').notNull().default('USD'),
    totalAmount: integer('total_amount').notNull(),
    totalFees: integer('total_fees').notNull().default(0),
    netAmount: integer('net_amount').notNull(),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    email: text('email'),
    /** The idempotency key of the payment that started it (one session per key). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('parking_sessions_entity_start_idx').on(
      t.entityUuid,
      t.startTime.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    index('parking_sessions_meter_start_idx').on(
      t.meterUuid,
      t.startTime.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    // One plate's sessions, newest first (the plate search, Plate 360's keyset timeline).
    index('parking_sessions_entity_plate_start_idx').on(
      t.entityUuid,
      t.plate,
      t.startTime.desc().nullsFirst(),
      t.uuid.desc().nullsFirst(),
    ),
    index('parking_sessions_meter_end_idx').on(t.meterUuid, t.endTime),
    uniqueIndex('parking_sessions_idempotency_idx').on(t.entityUuid, t.idempotencyKey),
  ],
);
export type ParkingSessionRow = typeof parkingSessions.$inferSelect;

/**
 * Session money per meter and UTC hour (written with each payment and time-add), so the
 * earnings columns (day, month, year in any whole-hour time zone) sum at most 8,784 rows a meter.
 */
export const meterHourlyTotals = pgTable(
  'meter_hourly_totals',
  {
    meterUuid: uuid('meter_uuid')
      .notNull()
      .references(() => meters.uuid, { onDelete: 'cascade' }),
    entityUuid: entityRef(),
    hour: timestamptz('hour').notNull(),
    sessions: integer('sessions').notNull().default(0),
    total: integer('total').notNull().default(0),
    fees: integer('fees').notNull().default(0),
    net: integer('net').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.meterUuid, t.hour] }),
    index('meter_hourly_totals_entity_idx').on(t.entityUuid, t.hour),
  ],
);
