export {
  acceptTeamInvitation,
  createTeamInvitation,
  deleteTeamInvitation,
  invitationInfoOf,
  listPendingInvitations,
  resendTeamInvitation,
} from './invitations';
export { seatsOf } from './seats';
export { teamFail } from './team-errors';
export {
  changeMemberEmail,
  changeMemberPassword,
  setMemberActive,
  updateMember,
} from './team-members';
export { createTeamUser } from './team-new-user';
export { listTeamMembers } from './team-users';
