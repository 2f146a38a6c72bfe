import type { CallDefinition } from '../define-call';
import {
  listTeamUsers,
  updateTeamUser,
  updateTeamUserEmail,
  updateTeamUserPassword,
  deactivateTeamUser,
  activateTeamUser,
} from './members';
import { checkSeats } from './seats';
import {
  listInvitations,
  createInvitation,
  deleteInvitation,
  resendInvitation,
  createNewUser,
  getInvitation,
  acceptInvitation,
} from './invitations';
import { listAuditEvents } from './audit';

export * from './members';
export * from './seats';
export * from './invitations';
export * from './audit';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const teamCalls: CallDefinition[] = [
  listTeamUsers,
  updateTeamUser,
  updateTeamUserEmail,
  updateTeamUserPassword,
  deactivateTeamUser,
  activateTeamUser,
  checkSeats,
  listInvitations,
  createInvitation,
  deleteInvitation,
  resendInvitation,
  createNewUser,
  getInvitation,
  acceptInvitation,
  listAuditEvents,
];
