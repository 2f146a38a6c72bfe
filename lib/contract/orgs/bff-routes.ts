import { bffRoute, type CallAnswer } from '../define-endpoint';
import type { listOrgs, Organisation } from './organisations';
import type { SessionOrg } from '../auth/bff';

type OrgName = { name: string };
type OrgUpdate = { name: string; timeZone?: string };

/** The BFF routes of the organisation screens (plain data: see define-endpoint.ts). */
export const orgsBffRoutes = {
  listOrgs: bffRoute<CallAnswer<typeof listOrgs>>()({
    id: 'bffListOrgs',
    area: 'orgs',
    method: 'GET',
    path: '/api/orgs',
    access: 'session',
  }),
  orgPermissions: bffRoute<{ canManage: boolean }>()({
    id: 'orgPermissions',
    area: 'orgs',
    method: 'GET',
    path: '/api/orgs/permissions',
    access: 'session',
  }),
  createOrg: bffRoute<Organisation, OrgName>()({
    id: 'bffCreateOrg',
    area: 'orgs',
    method: 'POST',
    path: '/api/orgs',
    access: 'session',
    status: 201,
  }),
  createMasterOrg: bffRoute<Organisation, OrgName>()({
    id: 'bffCreateMasterOrg',
    area: 'orgs',
    method: 'POST',
    path: '/api/orgs/master',
    access: 'session',
    status: 201,
  }),
  selectOrg: bffRoute<{ redirectTo: string; org: SessionOrg }, { uuid: string }>()({
    id: 'selectOrg',
    area: 'orgs',
    method: 'POST',
    path: '/api/orgs/select',
    access: 'session',
  }),
  renameOrg: bffRoute<Organisation, OrgUpdate>()({
    id: 'bffRenameOrg',
    area: 'orgs',
    method: 'PUT',
    path: '/api/orgs/:uuid',
    access: 'session',
  }),
  deleteOrg: bffRoute<{ ok: true }>()({
    id: 'bffDeleteOrg',
    area: 'orgs',
    method: 'DELETE',
    path: '/api/orgs/:uuid',
    access: 'session',
  }),
};
