export {
  createMasterOrganisation,
  createOrganisation,
  deleteOrganisation,
  renameOrganisation,
} from './org-admin';
export {
  ACCOUNTS_EXIST,
  AccountsExistError,
  createFirstAccount,
  SETUP_LINK_HOURS,
  type FirstAccount,
} from './first-account';
export { listOrganisations } from './org-list';
export { organisationTimeZone } from './time-zone';
