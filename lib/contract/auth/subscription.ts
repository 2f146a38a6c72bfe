import { z } from 'zod';
import { isoDate, defineCall } from '../define-call';

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

export const getSubscription = defineCall({
  id: 'getSubscription',
  area: 'auth',
  method: 'GET',
  path: '/api/v1/subscription',
  summary: 'Subscription and trial state of an organisation.',
  auth: true,
  query: z.object({ entityuuid: z.uuid() }),
  response: subscription,
  errors: {
    403: 'The user does not belong to the organisation.',
    404: 'No such organisation.',
  },
});
