import { routesOf, type CallAnswer } from '../define-endpoint';
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
  AuditLogFilterQuery,
  AuditLogResponse,
  AuditPeopleResponse,
} from './bff';

type Ok = { ok: true };

const route = routesOf('team');

/** The BFF routes of Team Management and the invitation page (plain data: see define-endpoint.ts). */
export const teamBffRoutes = {
  listMembers: route.get<TeamMembersResponse>()('teamMembers', '/api/team/members', 'org'),
  addMember: route.post<TeamMember, z.input<typeof addUserBody>>()(
    'teamAddMember',
    '/api/team/members',
    'org',
    { status: 201 },
  ),
  editMember: route.put<TeamMember, EditMemberBody>()(
    'teamEditMember',
    '/api/team/members/:uuid',
    'org',
  ),
  memberRole: route.put<TeamMember, { isAdmin: boolean }>()(
    'teamMemberRole',
    '/api/team/members/:uuid/role',
    'org',
  ),
  memberPassword: route.put<Ok, MemberPasswordBody>()(
    'teamMemberPassword',
    '/api/team/members/:uuid/password',
    'org',
  ),
  deactivateMember: route.post<CallAnswer<typeof deactivateTeamUser>>()(
    'teamDeactivateMember',
    '/api/team/members/:uuid/deactivate',
    'org',
  ),
  activateMember: route.post<CallAnswer<typeof activateTeamUser>>()(
    'teamActivateMember',
    '/api/team/members/:uuid/activate',
    'org',
  ),
  seats: route.get<SeatsResponse>()('teamSeats', '/api/team/seats', 'org'),
  checkSeats: route.post<SeatsResponse>()('teamCheckSeats', '/api/team/seats/check', 'org'),
  listInvitations: route.get<InvitationsResponse>()(
    'teamInvitations',
    '/api/team/invitations',
    'org',
  ),
  invite: route.post<Invitation, z.input<typeof inviteBody>>()(
    'teamInvite',
    '/api/team/invitations',
    'org',
    { status: 201 },
  ),
  resendInvitation: route.post<Ok>()(
    'teamResendInvitation',
    '/api/team/invitations/:uuid/resend',
    'org',
  ),
  deleteInvitation: route.delete<Ok>()(
    'teamDeleteInvitation',
    '/api/team/invitations/:uuid',
    'org',
  ),
  activity: route.get<TeamActivityResponse>()('teamActivity', '/api/team/activity', 'org'),
  auditLog: route.get<AuditLogResponse, AuditLogFilterQuery & { cursor?: string }>()(
    'auditLog',
    '/api/audit-log',
    'org',
  ),
  auditLogCsv: route.get<Blob, AuditLogFilterQuery>()(
    'auditLogCsv',
    '/api/audit-log/export.csv',
    'org',
    {
      mediaTypes: ['text/csv'],
    },
  ),
  auditPeople: route.get<AuditPeopleResponse>()('auditPeople', '/api/audit-log/people', 'org'),
  getInvitation: route.get<CallAnswer<typeof getInvitation>>()(
    'teamGetInvitation',
    '/api/team/accept/:uuid',
    'public',
  ),
  acceptInvitation: route.post<CallAnswer<typeof acceptInvitation>, AcceptInvitationBody>()(
    'teamAcceptInvitation',
    '/api/team/accept/:uuid',
    'public',
  ),
};
