import { bffRoute, type CallAnswer } from '../define-endpoint';
import type { acceptInvitation, getInvitation, Invitation } from './invitations';
import type { activateTeamUser, deactivateTeamUser, TeamMember } from './members';
import type { z } from 'zod';
import type {
  addUserBody,
  inviteBody,
  AcceptInvitationBody,
  EditMemberBody,
  InvitationsResponse,
  MemberPasswordBody,
  SeatsResponse,
  TeamActivityResponse,
  TeamMembersResponse,
} from './bff';

type Ok = { ok: true };

/** The BFF routes of Team Management and the invitation page (plain data: see define-endpoint.ts). */
export const teamBffRoutes = {
  listMembers: bffRoute<TeamMembersResponse>()({
    id: 'teamMembers',
    area: 'team',
    method: 'GET',
    path: '/api/team/members',
    access: 'org',
  }),
  addMember: bffRoute<TeamMember, z.input<typeof addUserBody>>()({
    id: 'teamAddMember',
    area: 'team',
    method: 'POST',
    path: '/api/team/members',
    access: 'org',
    status: 201,
  }),
  editMember: bffRoute<TeamMember, EditMemberBody>()({
    id: 'teamEditMember',
    area: 'team',
    method: 'PUT',
    path: '/api/team/members/:uuid',
    access: 'org',
  }),
  memberRole: bffRoute<TeamMember, { isAdmin: boolean }>()({
    id: 'teamMemberRole',
    area: 'team',
    method: 'PUT',
    path: '/api/team/members/:uuid/role',
    access: 'org',
  }),
  memberPassword: bffRoute<Ok, MemberPasswordBody>()({
    id: 'teamMemberPassword',
    area: 'team',
    method: 'PUT',
    path: '/api/team/members/:uuid/password',
    access: 'org',
  }),
  deactivateMember: bffRoute<CallAnswer<typeof deactivateTeamUser>>()({
    id: 'teamDeactivateMember',
    area: 'team',
    method: 'POST',
    path: '/api/team/members/:uuid/deactivate',
    access: 'org',
  }),
  activateMember: bffRoute<CallAnswer<typeof activateTeamUser>>()({
    id: 'teamActivateMember',
    area: 'team',
    method: 'POST',
    path: '/api/team/members/:uuid/activate',
    access: 'org',
  }),
  seats: bffRoute<SeatsResponse>()({
    id: 'teamSeats',
    area: 'team',
    method: 'GET',
    path: '/api/team/seats',
    access: 'org',
  }),
  checkSeats: bffRoute<SeatsResponse>()({
    id: 'teamCheckSeats',
    area: 'team',
    method: 'POST',
    path: '/api/team/seats/check',
    access: 'org',
  }),
  listInvitations: bffRoute<InvitationsResponse>()({
    id: 'teamInvitations',
    area: 'team',
    method: 'GET',
    path: '/api/team/invitations',
    access: 'org',
  }),
  invite: bffRoute<Invitation, z.input<typeof inviteBody>>()({
    id: 'teamInvite',
    area: 'team',
    method: 'POST',
    path: '/api/team/invitations',
    access: 'org',
    status: 201,
  }),
  resendInvitation: bffRoute<Ok>()({
    id: 'teamResendInvitation',
    area: 'team',
    method: 'POST',
    path: '/api/team/invitations/:uuid/resend',
    access: 'org',
  }),
  deleteInvitation: bffRoute<Ok>()({
    id: 'teamDeleteInvitation',
    area: 'team',
    method: 'DELETE',
    path: '/api/team/invitations/:uuid',
    access: 'org',
  }),
  activity: bffRoute<TeamActivityResponse>()({
    id: 'teamActivity',
    area: 'team',
    method: 'GET',
    path: '/api/team/activity',
    access: 'org',
  }),
  getInvitation: bffRoute<CallAnswer<typeof getInvitation>>()({
    id: 'teamGetInvitation',
    area: 'team',
    method: 'GET',
    path: '/api/team/accept/:uuid',
    access: 'public',
  }),
  acceptInvitation: bffRoute<CallAnswer<typeof acceptInvitation>, AcceptInvitationBody>()({
    id: 'teamAcceptInvitation',
    area: 'team',
    method: 'POST',
    path: '/api/team/accept/:uuid',
    access: 'public',
  }),
};
