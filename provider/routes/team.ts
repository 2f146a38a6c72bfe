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
  listInvitations,
  listTeamUsers,
  memberStrongPassword,
  resendInvitation,
  updateTeamUser,
  updateTeamUserEmail,
  updateTeamUserPassword,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { ACCOUNT_ADMIN, TEAM } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { clientAddressOf } from '../http/client-address';
import { orgRoute, publicRoute } from '../http/route';
import { auditTrailView } from '../services/access';
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

/** Team (spec 1 §7): members, their edits and states, seats, invitations, new users. */
export function mountTeamRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listTeamUsers, auth, TEAM, ({ params }) => listTeamMembers(db, params.entity));
  orgRoute(app, updateTeamUser, auth, TEAM, ({ ctx, body }) => updateMember(ctx, body));
  orgRoute(
    app,
    updateTeamUserEmail,
    auth,
    {
      role: ACCOUNT_ADMIN,
      organisationOf: ({ db, auth, body }) => accountOrganisation(db, auth.user, body.uuid),
    },
    ({ ctx, body }) => changeMemberEmail(ctx, body.uuid, body.email),
  );
  orgRoute(
    app,
    updateTeamUserPassword,
    auth,
    {
      role: ACCOUNT_ADMIN,
      organisationOf: ({ db, auth, body }) => accountOrganisation(db, auth.user, body.userUUID),
    },
    ({ ctx, body }) => changeMemberPassword(ctx, body.userUUID, body.newPassword),
  );
  orgRoute(app, deactivateTeamUser, auth, TEAM, ({ ctx, params }) =>
    setMemberActive(ctx, params.uuid, false),
  );
  orgRoute(app, activateTeamUser, auth, TEAM, ({ ctx, params }) =>
    setMemberActive(ctx, params.uuid, true),
  );

  orgRoute(app, checkSeats, auth, TEAM, async ({ ctx }) => {
    const seats = await seatsOf(db, ctx.org);
    if (seats.remainingSeatCount !== null && seats.remainingSeatCount <= 0) {
      throw teamFail.noSeats();
    }
    return seats;
  });
  orgRoute(app, listInvitations, auth, TEAM, ({ ctx }) => listPendingInvitations(ctx));
  orgRoute(app, createInvitation, auth, TEAM, ({ ctx, body }) => createTeamInvitation(ctx, body));
  orgRoute(
    app,
    deleteInvitation,
    auth,
    { role: TEAM, organisationOf: ({ db, params }) => invitationOrganisation(db, params.uuid) },
    ({ ctx, params }) => deleteTeamInvitation(ctx, params.uuid),
  );
  orgRoute(
    app,
    resendInvitation,
    auth,
    { role: TEAM, organisationOf: ({ db, body }) => invitationOrganisation(db, body.uuid) },
    ({ ctx, body, c }) => resendTeamInvitation(ctx, body.uuid, clientAddressOf(c.req.raw)),
  );
  orgRoute(app, createNewUser, auth, TEAM, ({ ctx, body }) => createTeamUser(ctx, body));

  orgRoute(app, listAuditEvents, auth, TEAM, ({ params, query }) =>
    auditTrailView(db, params.entity, query.limit),
  );

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
