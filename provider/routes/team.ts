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
import type { ProviderEnv } from '../http/env';
import { clientAddressOf } from '../http/client-address';
import { authedRoute, checkedOrganisation, publicRoute } from '../http/route';
import { auditTrailView } from '../services/access';
import {
  acceptTeamInvitation,
  createTeamInvitation,
  deleteTeamInvitation,
  invitationInfoOf,
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
  authedRoute(app, listTeamUsers, auth, ({ params }) => listTeamMembers(db, params.entity));
  authedRoute(app, updateTeamUser, auth, ({ auth, body }) => updateMember(db, auth.user, body));
  authedRoute(app, updateTeamUserEmail, auth, ({ auth, body }) =>
    changeMemberEmail(db, auth.user, body.uuid, body.email),
  );
  authedRoute(app, updateTeamUserPassword, auth, ({ auth, body }) =>
    changeMemberPassword(db, auth.user, body.userUUID, body.newPassword),
  );
  authedRoute(app, deactivateTeamUser, auth, ({ auth, params, query }) =>
    setMemberActive(db, auth.user, query.entityuuid, params.uuid, false),
  );
  authedRoute(app, activateTeamUser, auth, ({ auth, params, query }) =>
    setMemberActive(db, auth.user, query.entityuuid, params.uuid, true),
  );

  authedRoute(app, checkSeats, auth, async ({ access }) => {
    const seats = await seatsOf(db, checkedOrganisation(access));
    if (seats.remainingSeatCount !== null && seats.remainingSeatCount <= 0) {
      throw teamFail.noSeats();
    }
    return seats;
  });
  authedRoute(app, listInvitations, auth, ({ auth, params }) =>
    listPendingInvitations(db, auth.user, params.entity),
  );
  authedRoute(app, createInvitation, auth, ({ auth, body }) =>
    createTeamInvitation(db, auth.user, body),
  );
  authedRoute(app, deleteInvitation, auth, ({ auth, params }) =>
    deleteTeamInvitation(db, auth.user, params.uuid),
  );
  authedRoute(app, resendInvitation, auth, ({ auth, body, c }) =>
    resendTeamInvitation(db, auth.user, body.uuid, clientAddressOf(c.req.raw)),
  );
  authedRoute(app, createNewUser, auth, ({ auth, body }) => createTeamUser(db, auth.user, body));

  authedRoute(app, listAuditEvents, auth, ({ params, query }) =>
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
