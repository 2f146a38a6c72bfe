import { z } from 'zod';
import { callsOf, entityParams } from '../define-call';

/** The seat check (spec 1 §7): remaining seats; null while the organisation is on its trial. */
export const seatCheck = z.object({
  remainingSeatCount: z.number().int().nullable(),
  paidSeatCount: z.number().int(),
  /** Active members (a super administrator counts as 1) plus pending invitations. */
  usedSeatCount: z.number().int(),
  isTrial: z.boolean(),
});

export type SeatCheck = z.infer<typeof seatCheck>;

const call = callsOf('team');

export const checkSeats = call.get('checkSeats', {
  path: '/api/v1/invitation/{entity}/checkauth',
  summary:
    'Seat check before adding or inviting a user: remaining paid seats (null during the trial, whose seats are open). 401 when none are left.',
  params: entityParams,
  response: seatCheck,
  errors: { 401: 'No paid seat left.', 403: 'Not an administrator of the organisation.' },
});
