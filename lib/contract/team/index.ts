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
import { listAuditLog, listAuditPeople } from './audit-log';

export * from './members';
export * from './seats';
export * from './invitations';
export * from './audit';
export * from './audit-log';

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
  listAuditLog,
  listAuditPeople,
];
