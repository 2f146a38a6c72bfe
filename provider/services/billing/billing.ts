import { eq } from 'drizzle-orm';
import type { BillingOverview, PayoutsStatus, SubscriptionBody } from '../../../lib/contract';
import { organisations, type OrganisationRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit, subscriptionOf } from '../access';
import { addDays } from '../constants';
import { appUrl } from '../mail';
import { seatsOf } from '../team';
import type { OrgContext } from '../access';

/** The reference provider has no card processor: billing and payouts run in local test mode. */
export const BILLING_TEST_MODE = true;

export function payoutsStatusOf(org: OrganisationRow): PayoutsStatus {
  return {
    hasAccount: org.isActivated,
    isActive: org.isActivated && org.isPaymentsActive,
    portalActive: org.portalSubdomain !== null,
    portalSubdomain: org.portalSubdomain,
    testMode: BILLING_TEST_MODE,
  };
}

async function setOrg(db: DbOrTx, uuid: string, values: Partial<OrganisationRow>) {
  const [org] = await db
    .update(organisations)
    .set(values)
    .where(eq(organisations.uuid, uuid))
    .returning();
  return org;
}

/** Creates the connected account (activates violations); the portal subdomain comes first. */
export async function createPayoutsAccountFor(ctx: OrgContext): Promise<PayoutsStatus> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const caller = ctx.actor.user;
  if (!org.portalSubdomain) {
    throw new ApiError(409, 'PORTAL_NOT_CONFIGURED', 'The portal subdomain is not configured.');
  }
  if (org.isActivated) return payoutsStatusOf(org);
  return db.transaction(async (tx) => {
    const updated = await setOrg(tx, entityUuid, { isActivated: true });
    await recordAudit(tx, {
      entityUuid,
      actor: caller,
      action: 'payouts.activated',
      detail: { testMode: BILLING_TEST_MODE },
    });
    return payoutsStatusOf(updated);
  });
}

/**
 * The verification URL. Test mode: the account is verified at once and the URL leads back to
 * the payouts screen.
 */
export async function payoutsSetupUrlFor(ctx: OrgContext): Promise<{ url: string }> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const caller = ctx.actor.user;
  if (!org.isActivated) {
    throw new ApiError(409, 'NO_PAYOUTS_ACCOUNT', 'Create the payouts account first.');
  }
  if (!org.isPaymentsActive) {
    await db.transaction(async (tx) => {
      await setOrg(tx, entityUuid, { isPaymentsActive: true });
      await recordAudit(tx, {
        entityUuid,
        actor: caller,
        action: 'payouts.verified',
        detail: { testMode: BILLING_TEST_MODE },
      });
    });
  }
  return { url: `${appUrl()}/billing-and-payouts?verified=1` };
}

export async function billingOverviewOf(
  db: DbOrTx,
  org: OrganisationRow,
): Promise<BillingOverview> {
  const seats = await seatsOf(db, org);
  return {
    subscription: subscriptionOf(org),
    usedSeatCount: seats.usedSeatCount,
    testMode: BILLING_TEST_MODE,
  };
}

/**
 * Sets up or changes the paid subscription (test mode: no charge). The seats cannot be fewer
 * than those in use; the period starts now and ends a month or a year ahead.
 */
export async function startSubscriptionFor(
  ctx: OrgContext,
  body: SubscriptionBody,
): Promise<BillingOverview> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const caller = ctx.actor.user;
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.uuid, entityUuid))
      .for('update');
    const { usedSeatCount } = await seatsOf(tx, org);
    if (body.seats < usedSeatCount) {
      throw fail.badRequest(
        `${usedSeatCount} seats are in use (members and pending invitations): choose at least ${usedSeatCount}.`,
      );
    }
    const now = new Date();
    const subEndDate = addDays(now, body.interval === 'year' ? 365 : 30);
    const updated = await setOrg(tx, entityUuid, { paidSeatCount: body.seats, subEndDate });
    await recordAudit(tx, {
      entityUuid,
      actor: caller,
      action: 'subscription.started',
      detail: {
        paidSeatCount: { from: org.paidSeatCount, to: body.seats },
        interval: body.interval,
        testMode: BILLING_TEST_MODE,
      },
    });
    return billingOverviewOf(tx, updated);
  });
}
