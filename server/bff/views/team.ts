import 'server-only';
import {
  checkSeats,
  getSubscription,
  listAuditEvents,
  listInvitations,
  listTeamUsers,
} from '@/lib/contract';
import type {
  InvitationsResponse,
  SeatsResponse,
  TeamActivityResponse,
  TeamMembersResponse,
} from '@/lib/contract/team/bff';
import { auditSummary } from '@/lib/rules/team/team-audit';
import { ProviderError } from '@/server/provider-client';
import type { OrgCaller } from '../context';

/** The loaders of the Team Management screen: called by its BFF routes and its page. */

export async function loadTeamMembers(
  p: OrgCaller,
  viewerUuid: string,
): Promise<TeamMembersResponse> {
  const { users } = await p.call(listTeamUsers, { params: { entity: p.entity } });
  return { members: users, count: users.length, viewerUuid };
}

/** The seat counter; never a failure when the seats are used up (remaining 0). */
export async function loadSeats(p: OrgCaller): Promise<SeatsResponse> {
  try {
    const seats = await p.call(checkSeats, { params: { entity: p.entity } });
    return {
      remainingSeatCount: seats.remainingSeatCount,
      paidSeatCount: seats.paidSeatCount,
      isTrial: seats.isTrial,
    };
  } catch (error) {
    if (!(error instanceof ProviderError) || error.code !== 'NO_SEATS') throw error;
    const sub = await p.call(getSubscription, { query: { entityuuid: p.entity } });
    return { remainingSeatCount: 0, paidSeatCount: sub.paidSeatCount, isTrial: false };
  }
}

export async function loadInvitations(p: OrgCaller): Promise<InvitationsResponse> {
  return p.call(listInvitations, { params: { entity: p.entity } });
}

/** The newest 20 changes of the audit trail, in words. */
export const TEAM_ACTIVITY_LIMIT = 20;

export async function loadTeamActivity(p: OrgCaller): Promise<TeamActivityResponse> {
  const { events } = await p.call(listAuditEvents, {
    params: { entity: p.entity },
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
