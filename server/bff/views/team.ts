import 'server-only';
import type { z } from 'zod';
import {
  checkSeats,
  getSubscription,
  listAuditEvents,
  listInvitations,
  listTeamUsers,
  type CallDefinition,
} from '@/lib/contract';
import type {
  InvitationsResponse,
  SeatsResponse,
  TeamActivityResponse,
  TeamMembersResponse,
} from '@/lib/contract/team/bff';
import { messages } from '@/lib/messages';
import { auditSummary } from '@/lib/rules/team/team-audit';
import { callProvider, ProviderError, type CallOptions } from '@/server/provider-client';
import { BffError } from '../errors';
import type { Who } from './who';

/** The loaders of the Team Management screen: called by its BFF routes and its page. */

/** Provider codes of this area and the texts the screen shows for them. */
export const EMAIL_TAKEN = 'This email address is used by another account.';
export const TEAM_TEXTS: Record<string, string> = {
  SUPERADMIN_LOCKED: 'A super administrator cannot be changed.',
  SELF_CHANGE: 'You cannot change your own role or deactivate yourself.',
  OTHER_ORGANISATIONS:
    'This account also belongs to another organization. Ask its administrator to change it.',
  EMAIL_EXISTS: EMAIL_TAKEN,
  ALREADY_IN_ORGANISATION: 'This person is already a member of this organization.',
  ALREADY_INVITED: 'This email address has a pending invitation already.',
};

/**
 * A provider failure of this area as the screen shows it: NO_SEATS is 403 with the spec's text,
 * the codes above get their texts; anything else (an ended session included) goes on to the
 * BFF's one error mapper.
 */
export function teamError(error: unknown, overrides: Record<string, string> = {}): unknown {
  if (!(error instanceof ProviderError) || error.endsSession) return error;
  if (error.code === 'NO_SEATS') return new BffError(403, 'NO_SEATS', messages.seatsMaxed);
  const message = overrides[error.code] ?? TEAM_TEXTS[error.code];
  if (!message) return error;
  const status = error.status === 401 ? 403 : error.status;
  return new BffError(status, error.code, message);
}

/** callProvider with this area's texts for its failures. */
export async function teamCall<C extends CallDefinition>(
  call: C,
  options: CallOptions<C>,
  overrides?: Record<string, string>,
): Promise<z.output<C['response']>> {
  try {
    return await callProvider(call, options);
  } catch (error) {
    throw teamError(error, overrides);
  }
}

export async function loadTeamMembers(
  { token, entity }: Who,
  viewerUuid: string,
): Promise<TeamMembersResponse> {
  const { users } = await teamCall(listTeamUsers, { token, params: { entity } });
  return { members: users, count: users.length, viewerUuid };
}

/** The seat counter; never a failure when the seats are used up (remaining 0). */
export async function loadSeats({ token, entity }: Who): Promise<SeatsResponse> {
  try {
    const seats = await callProvider(checkSeats, { token, params: { entity } });
    return {
      remainingSeatCount: seats.remainingSeatCount,
      paidSeatCount: seats.paidSeatCount,
      isTrial: seats.isTrial,
    };
  } catch (error) {
    if (!(error instanceof ProviderError) || error.code !== 'NO_SEATS') throw error;
    const sub = await teamCall(getSubscription, { token, query: { entityuuid: entity } });
    return { remainingSeatCount: 0, paidSeatCount: sub.paidSeatCount, isTrial: false };
  }
}

export async function loadInvitations({ token, entity }: Who): Promise<InvitationsResponse> {
  return teamCall(listInvitations, { token, params: { entity } });
}

/** The newest 20 changes of the audit trail, in words. */
export const TEAM_ACTIVITY_LIMIT = 20;

export async function loadTeamActivity({ token, entity }: Who): Promise<TeamActivityResponse> {
  const { events } = await teamCall(listAuditEvents, {
    token,
    params: { entity },
    query: { limit: TEAM_ACTIVITY_LIMIT },
  });
  return {
    events: events.map((e) => ({
      id: e.id,
      createdAt: e.createdAt,
      actorName: e.actorName,
      summary: auditSummary(e),
    })),
  };
}
