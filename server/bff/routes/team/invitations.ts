import 'server-only';
import {
  createInvitation,
  deleteInvitation,
  invitation,
  listAuditEvents,
  listInvitations,
  resendInvitation,
} from '@/lib/contract';
import { okBody } from '@/lib/contract/define-call';
import { invitationsResponse, inviteBody, teamActivityResponse } from '@/lib/contract/team/bff';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { messages } from '@/lib/messages';
import { auditSummary } from '@/lib/rules/team/team-audit';
import type { OrgCaller } from '../../context';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import { ADMINS_ONLY, uuidParam } from './team-params';

/** /api/team/invitations and /api/team/activity: Team Management's invitations and recent changes. */

const INVITATION_ERRORS = { 403: ADMINS_ONLY, 404: 'No such invitation.' };
const TOO_MANY_MAILS = 'Too many invitation mails.';

/** The newest 20 changes of the audit trail, in words. */
const TEAM_ACTIVITY_LIMIT = 20;

/** The invitation of the session's organisation with this uuid, else 404. */
async function orgInvitation(caller: OrgCaller, uuid: string): Promise<string> {
  const { invitations } = await caller.call(listInvitations, {
    params: { entity: caller.entity },
  });
  if (!invitations.some((i) => i.uuid === uuid)) {
    throw new BffError(404, 'INVITATION_NOT_FOUND', messages.notFound);
  }
  return uuid;
}

export const invitationEndpoints = [
  endpoint(routes.listInvitations, {
    summary: 'Open invitations of the organisation.',
    response: invitationsResponse,
    handler: ({ caller }) => caller.call(listInvitations, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.invite, {
    summary: 'Invites someone by e-mail.',
    body: inviteBody,
    response: invitation,
    errors: {
      403: 'Only administrators, and only with a free seat (NO_SEATS).',
      409: 'Already invited or a member.',
      429: TOO_MANY_MAILS,
    },
    handler: ({ caller, body }) =>
      caller.call(createInvitation, { body: { ...body, entityUUID: caller.entity } }),
  }),

  endpoint(routes.resendInvitation, {
    summary: 'Sends an invitation again.',
    params: uuidParam,
    response: okBody,
    errors: { ...INVITATION_ERRORS, 429: TOO_MANY_MAILS },
    handler: async ({ caller, params }) => {
      const uuid = await orgInvitation(caller, params.uuid);
      await caller.call(resendInvitation, { body: { uuid } });
      return { ok: true as const };
    },
  }),

  endpoint(routes.deleteInvitation, {
    summary: 'Deletes an invitation.',
    params: uuidParam,
    response: okBody,
    errors: INVITATION_ERRORS,
    handler: async ({ caller, params }) => {
      const uuid = await orgInvitation(caller, params.uuid);
      await caller.call(deleteInvitation, { params: { uuid } });
      return { ok: true as const };
    },
  }),

  endpoint(routes.activity, {
    summary: 'Latest team activity.',
    response: teamActivityResponse,
    handler: async ({ caller }) => {
      const { events } = await caller.call(listAuditEvents, {
        params: { entity: caller.entity },
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
    },
  }),
];
