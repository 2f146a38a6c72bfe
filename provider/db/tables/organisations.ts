import { boolean, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';

/** An organisation (the "entity" of the spec). */
export const organisations = pgTable('organisations', {
  uuid: uuidPk(),
  orgId: serial('org_id').notNull().unique(),
  name: text('name').notNull(),
  isActivated: boolean('is_activated').notNull().default(false),
  isPaymentsActive: boolean('is_payments_active').notNull().default(false),
  portalSubdomain: text('portal_subdomain').unique(),
  paidSeatCount: integer('paid_seat_count').notNull().default(0),
  isMailingEnabled: boolean('is_mailing_enabled').notNull().default(false),
  trialEndDate: timestamptz('trial_end_date'),
  subEndDate: timestamptz('sub_end_date'),
  /**
   * IANA zone of the organisation's lots: late-fee days, meter schedules and public pages read
   * time in it. Set at creation from the creator's browser zone.
   */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Plate look-ups need a reason first (issue 30 item 2, Settings → Privacy). */
  lookupReasonRequired: boolean('lookup_reason_required').notNull().default(false),
  createdAt: createdAt(),
});

export type OrganisationRow = typeof organisations.$inferSelect;

/** The owning organisation of an area's row (`entity_uuid`): its rows go when it goes. */
export const entityRef = () =>
  uuid('entity_uuid')
    .notNull()
    .references(() => organisations.uuid, { onDelete: 'cascade' });
