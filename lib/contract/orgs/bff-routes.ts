import { bffRoute, type CallAnswer } from '../define-endpoint';
import type { listOrgs, Organisation } from './organisations';
import type { SessionOrg } from '../auth/bff';

type OrgName = { name: string };

/** The BFF routes of the organisation screens (plain data: see define-endpoint.ts). */
export const orgsBffRoutes = {
  listOrgs: bffRoute<CallAnswer<typeof listOrgs>>()({
    id: 'bffListOrgs',
    area: 'orgs',
    method: 'GET',
    path: '/api/orgs',
    access: 'session',
    summary: "The user's organisations (404 NO_ORGANISATION: none yet).",
  }),
  orgPermissions: bffRoute<{ canManage: boolean }>()({
    id: 'orgPermissions',
    area: 'orgs',
    method: 'GET',
    path: '/api/orgs/permissions',
    access: 'session',
    summary: 'Whether the user may create and delete organisations.',
  }),
  createOrg: bffRoute<Organisation, OrgName>()({
    id: 'bffCreateOrg',
    area: 'orgs',
    method: 'POST',
    path: '/api/orgs',
    access: 'session',
    status: 201,
    summary: 'Creates an organisation (super administrators).',
  }),
  createMasterOrg: bffRoute<Organisation, OrgName>()({
    id: 'bffCreateMasterOrg',
    area: 'orgs',
    method: 'POST',
    path: '/api/orgs/master',
    access: 'session',
    status: 201,
    summary: 'A user in no organisation creates a master organisation.',
  }),
  selectOrg: bffRoute<{ redirectTo: string; org: SessionOrg }, { uuid: string }>()({
    id: 'selectOrg',
    area: 'orgs',
    method: 'POST',
    path: '/api/orgs/select',
    access: 'session',
    summary: 'Stores the chosen organisation in the session.',
  }),
  renameOrg: bffRoute<Organisation, OrgName>()({
    id: 'bffRenameOrg',
    area: 'orgs',
    method: 'PUT',
    path: '/api/orgs/:uuid',
    access: 'session',
    summary: 'Renames an organisation.',
  }),
  deleteOrg: bffRoute<{ ok: true }>()({
    id: 'bffDeleteOrg',
    area: 'orgs',
    method: 'DELETE',
    path: '/api/orgs/:uuid',
    access: 'session',
    summary: 'Deletes an organisation (super administrators).',
  }),
};
