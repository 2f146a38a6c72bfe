export { acceptTeamInvitation, invitationInfoOf } from './invitation-accept';
export {
  createTeamInvitation,
  deleteTeamInvitation,
  invitationOrganisation,
  listPendingInvitations,
  resendTeamInvitation,
} from './invitations';
export { seatsOf } from './seats';
export { accountOrganisation } from './team-access';
export { teamFail } from './team-errors';
export {
  changeMemberEmail,
  changeMemberPassword,
  setMemberActive,
  updateMember,
} from './team-members';
export { createTeamUser } from './team-new-user';
export { listTeamMembers } from './team-users';
