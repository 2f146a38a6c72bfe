import type { Subscription } from '../../../lib/contract';
import type { OrganisationRow } from '../../db/schema';
import { ApiError } from '../../../platform/errors';
import { DAY_MS } from '../constants';

/**
 * Subscription state of an organisation. trialDaysLeft = ceil((trial end − now) / 1 day), 0
 * without a trial date. Paid (paid seats > 0) is active while sub_end_date is null or ahead;
 * a trial is active while trialDaysLeft ≥ 0.
 */
export function subscriptionOf(org: OrganisationRow, now = new Date()): Subscription {
  const trialDaysLeft = org.trialEndDate
    ? Math.ceil((org.trialEndDate.getTime() - now.getTime()) / DAY_MS)
    : 0;
  const type = org.paidSeatCount > 0 ? 'paid' : 'trial';
  const isActive =
    type === 'paid'
      ? org.subEndDate === null || org.subEndDate.getTime() > now.getTime()
      : trialDaysLeft >= 0;
  return {
    orgName: org.name,
    paidSeatCount: org.paidSeatCount,
    subEndDate: org.subEndDate?.toISOString() ?? null,
    // Math.ceil gives -0 for less than a day past the end; JSON would print it as 0 anyway.
    trialDaysLeft: trialDaysLeft === 0 ? 0 : trialDaysLeft,
    trialEndDate: org.trialEndDate?.toISOString() ?? null,
    isActive,
    type,
  };
}

/**
 * Dashboard calls of an organisation whose subscription is not active (trial ended, paid
 * subscription over) are refused with 402 SUBSCRIPTION_INACTIVE. The calls the trial-ended
 * dialog and billing need (sign-in, current user, organisations, subscription, billing) do not
 * check it; everything that reads or changes an organisation's data does, after the membership
 * check (so non-members still get 403 and ids are not probed).
 */
export const SUBSCRIPTION_INACTIVE = 'SUBSCRIPTION_INACTIVE';

export const subscriptionInactive = () =>
  new ApiError(
    402,
    SUBSCRIPTION_INACTIVE,
    "The organisation's subscription is not active: its trial period or subscription has ended.",
  );

/** Throws 402 SUBSCRIPTION_INACTIVE unless the organisation's subscription is active. */
export function requireActiveSubscription(org: OrganisationRow, now = new Date()): void {
  if (!subscriptionOf(org, now).isActive) throw subscriptionInactive();
}
