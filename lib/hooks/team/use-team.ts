'use client';

import type {
  InvitationsResponse,
  SeatsResponse,
  TeamActivityResponse,
  TeamMembersResponse,
} from '@/lib/contract/team/bff';
import { useApi } from '../use-api';
import {
  TEAM_ACTIVITY_KEY,
  TEAM_INVITATIONS_KEY,
  TEAM_MEMBERS_KEY,
  TEAM_SEATS_KEY,
} from '@/lib/hooks/team/keys';

export { TEAM_ACTIVITY_KEY, TEAM_INVITATIONS_KEY, TEAM_MEMBERS_KEY, TEAM_SEATS_KEY };

export const memberPath = (uuid: string) => `${TEAM_MEMBERS_KEY}/${encodeURIComponent(uuid)}`;
export const invitationPath = (uuid: string) =>
  `${TEAM_INVITATIONS_KEY}/${encodeURIComponent(uuid)}`;

/** GET /api/team/members: every member of the organisation and the signed-in user's uuid. */
export function useTeamMembers() {
  return useApi<TeamMembersResponse>(TEAM_MEMBERS_KEY);
}

/** GET /api/team/seats: the seat counter (remaining is null in trial: open seats). */
export function useTeamSeats() {
  return useApi<SeatsResponse>(TEAM_SEATS_KEY);
}

/** GET /api/team/invitations: pending invitations, newest first. */
export function useTeamInvitations() {
  return useApi<InvitationsResponse>(TEAM_INVITATIONS_KEY);
}

/** GET /api/team/activity: the newest changes to the team, in words. */
export function useTeamActivity() {
  return useApi<TeamActivityResponse>(TEAM_ACTIVITY_KEY);
}
