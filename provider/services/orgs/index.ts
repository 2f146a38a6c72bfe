export {
  createMasterOrganisation,
  createOrganisation,
  deleteOrganisation,
  renameOrganisation,
} from './org-admin';
export { listOrganisations } from './org-list';
