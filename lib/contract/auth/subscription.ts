import { z } from 'zod';
import { callsOf, isoDate } from '../define-call';

export const subscription = z.object({
  orgName: z.string(),
  paidSeatCount: z.number().int(),
  subEndDate: isoDate.nullable(),
  trialDaysLeft: z.number().int(),
  trialEndDate: isoDate.nullable(),
  isActive: z.boolean(),
  type: z.enum(['trial', 'paid']),
});

export type Subscription = z.infer<typeof subscription>;

const call = callsOf('auth');

export const getSubscription = call.get('getSubscription', {
  path: '/api/v1/subscription',
  summary: 'Subscription and trial state of an organisation.',
  query: z.object({ entityuuid: z.uuid() }),
  response: subscription,
  errors: {
    403: 'The user does not belong to the organisation.',
    404: 'No such organisation.',
  },
});
