export {
  createMasterOrganisation,
  createOrganisation,
  deleteOrganisation,
  renameOrganisation,
} from './org-admin';
export { listOrganisations } from './org-list';
export { organisationTimeZone } from './time-zone';
