import 'server-only';
import { checkSeats, getSubscription, type SeatCheck } from '@/lib/contract';
import { seatsResponse, type SeatsResponse } from '@/lib/contract/team/bff';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { ProviderError } from '@/server/provider-client';
import { endpoint } from '../../endpoint';

/** /api/team/seats: the seat counter of Team Management and the check before Add user and Invite. */

/** The counter's fields of the provider's seat check. */
const counter = ({ remainingSeatCount, paidSeatCount, isTrial }: SeatCheck): SeatsResponse => ({
  remainingSeatCount,
  paidSeatCount,
  isTrial,
});

export const seatEndpoints = [
  /** The seat counter; never a failure when the seats are used up (remaining 0). */
  endpoint(routes.seats, {
    summary: 'The seat counter.',
    response: seatsResponse,
    handler: async ({ caller }) => {
      try {
        return counter(await caller.call(checkSeats, { params: { entity: caller.entity } }));
      } catch (error) {
        if (!(error instanceof ProviderError) || error.code !== 'NO_SEATS') throw error;
        const sub = await caller.call(getSubscription, { query: { entityuuid: caller.entity } });
        return { remainingSeatCount: 0, paidSeatCount: sub.paidSeatCount, isTrial: false };
      }
    },
  }),

  /** The seat check before Add user and Invite: 403 NO_SEATS with the spec's text when none. */
  endpoint(routes.checkSeats, {
    summary: 'The seat check before Add user and Invite (403 NO_SEATS when none).',
    response: seatsResponse,
    errors: { 403: 'No seat left (NO_SEATS).' },
    handler: async ({ caller }) =>
      counter(await caller.call(checkSeats, { params: { entity: caller.entity } })),
  }),
];
