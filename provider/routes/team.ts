import type { Hono, MiddlewareHandler } from 'hono';
import {
  acceptInvitation,
  activateTeamUser,
  checkSeats,
  createInvitation,
  createNewUser,
  deactivateTeamUser,
  deleteInvitation,
  getInvitation,
  listAuditEvents,
  listAuditLog,
  listAuditPeople,
  listInvitations,
  listTeamUsers,
  memberStrongPassword,
  resendInvitation,
  updateTeamUser,
  updateTeamUserEmail,
  updateTeamUserPassword,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { ACCOUNT_ADMIN, AUDITOR, TEAM } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { clientAddressOf } from '../http/client-address';
import { publicRoute } from '../http/route';
import { auditLogPageOf, auditPeopleOf, auditTrailView } from '../services/access';
import {
  accountOrganisation,
  acceptTeamInvitation,
  createTeamInvitation,
  deleteTeamInvitation,
  invitationInfoOf,
  invitationOrganisation,
  listPendingInvitations,
  resendTeamInvitation,
  seatsOf,
  teamFail,
  changeMemberEmail,
  changeMemberPassword,
  setMemberActive,
  updateMember,
  createTeamUser,
  listTeamMembers,
} from '../services/team';
import { orgRoutes } from './org-routes';

/** Team (spec 1 §7): members, their edits and states, seats, invitations, new users. */
export function mountTeamRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const accountAdmin = orgRoutes(app, auth, ACCOUNT_ADMIN);
  const team = orgRoutes(app, auth, TEAM);
  team.json(listTeamUsers, ({ params }) => listTeamMembers(db, params.entity));
  team.json(updateTeamUser, ({ ctx, body }) => updateMember(ctx, body));
  accountAdmin.jsonByRow(
    updateTeamUserEmail,
    ({ db, auth, body }) => accountOrganisation(db, auth.user, body.uuid),
    ({ ctx, body }) => changeMemberEmail(ctx, body.uuid, body.email),
  );
  accountAdmin.jsonByRow(
    updateTeamUserPassword,
    ({ db, auth, body }) => accountOrganisation(db, auth.user, body.userUUID),
    ({ ctx, body }) => changeMemberPassword(ctx, body.userUUID, body.newPassword),
  );
  team.json(deactivateTeamUser, ({ ctx, params }) => setMemberActive(ctx, params.uuid, false));
  team.json(activateTeamUser, ({ ctx, params }) => setMemberActive(ctx, params.uuid, true));

  team.json(checkSeats, async ({ ctx }) => {
    const seats = await seatsOf(db, ctx.org);
    if (seats.remainingSeatCount !== null && seats.remainingSeatCount <= 0) {
      throw teamFail.noSeats();
    }
    return seats;
  });
  team.json(listInvitations, ({ ctx }) => listPendingInvitations(ctx));
  team.json(createInvitation, ({ ctx, body }) => createTeamInvitation(ctx, body));
  team.jsonByRow(
    deleteInvitation,
    ({ db, params }) => invitationOrganisation(db, params.uuid),
    ({ ctx, params }) => deleteTeamInvitation(ctx, params.uuid),
  );
  team.jsonByRow(
    resendInvitation,
    ({ db, body }) => invitationOrganisation(db, body.uuid),
    ({ ctx, body, c }) => resendTeamInvitation(ctx, body.uuid, clientAddressOf(c.req.raw)),
  );
  team.json(createNewUser, ({ ctx, body }) => createTeamUser(ctx, body));

  team.json(listAuditEvents, ({ params, query }) => auditTrailView(db, params.entity, query.limit));
  const auditor = orgRoutes(app, auth, AUDITOR);
  auditor.json(listAuditLog, ({ params, query }) => auditLogPageOf(db, params.entity, query));
  auditor.json(listAuditPeople, ({ params }) => auditPeopleOf(db, params.entity));

  publicRoute(app, getInvitation, ({ params }) => invitationInfoOf(db, params.uuid));
  publicRoute(app, acceptInvitation, ({ body, c }) =>
    acceptTeamInvitation(
      db,
      body,
      (p) => memberStrongPassword.safeParse(p).success,
      clientAddressOf(c.req.raw),
    ),
  );
}
