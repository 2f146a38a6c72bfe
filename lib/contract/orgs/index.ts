import type { CallDefinition } from '../define-call';
import {
  listOrgs,
  createOrg,
  renameOrg,
  deleteOrg,
  createMasterOrg,
  checkOrgAuth,
} from './organisations';

export * from './organisations';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const orgCalls: CallDefinition[] = [
  listOrgs,
  createOrg,
  renameOrg,
  deleteOrg,
  createMasterOrg,
  checkOrgAuth,
];
