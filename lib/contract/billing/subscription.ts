import { z } from 'zod';
import { callsOf, entityParams } from '../define-call';
import { subscription } from '../auth';
import { billingErrors } from './payouts';

export const billingInterval = z.enum(['month', 'year']);

export type BillingInterval = z.infer<typeof billingInterval>;

/** The most paid seats one subscription may hold here. */
export const MAX_PAID_SEATS = 1000;

export const billingOverview = z.object({
  subscription,
  /** Active members (a super administrator counts as 1) plus pending invitations. */
  usedSeatCount: z.number().int(),
  testMode: z.boolean(),
});

export type BillingOverview = z.infer<typeof billingOverview>;

export const subscriptionBody = z.object({
  seats: z.coerce
    .number({ message: 'Please enter a number of seats.' })
    .int({ message: 'Seats are whole numbers.' })
    .min(1, { message: 'A subscription needs at least 1 seat.' })
    .max(MAX_PAID_SEATS, { message: `At most ${MAX_PAID_SEATS} seats.` }),
  interval: billingInterval,
});

export type SubscriptionBody = z.infer<typeof subscriptionBody>;

const call = callsOf('billing');

export const getBilling = call.get('getBilling', {
  path: '/api/v1/billing/{entity}',
  summary: 'Subscription of the organisation and the seats in use.',
  params: entityParams,
  response: billingOverview,
  errors: billingErrors,
});

export const startSubscription = call.post('startSubscription', {
  path: '/api/v1/billing/{entity}/subscription',
  summary:
    'Sets up (or changes) the paid subscription: paid seats and billing period. Local test mode: no card is charged; the period starts now.',
  params: entityParams,
  body: subscriptionBody,
  response: billingOverview,
  errors: { ...billingErrors, 400: 'Fewer seats than are in use, or invalid.' },
});
