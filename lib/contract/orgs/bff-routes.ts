import { routesOf, type CallAnswer } from '../define-endpoint';
import type { listOrgs, Organisation } from './organisations';
import type { SessionOrg } from '../auth/bff';

type OrgName = { name: string };
type OrgUpdate = { name: string; timeZone?: string };

const route = routesOf('orgs');

/** The BFF routes of the organisation screens (plain data: see define-endpoint.ts). */
export const orgsBffRoutes = {
  listOrgs: route.get<CallAnswer<typeof listOrgs>>()('bffListOrgs', '/api/orgs', 'session'),
  orgPermissions: route.get<{ canManage: boolean }>()(
    'orgPermissions',
    '/api/orgs/permissions',
    'session',
  ),
  createOrg: route.post<Organisation, OrgName>()('bffCreateOrg', '/api/orgs', 'session', {
    status: 201,
  }),
  createMasterOrg: route.post<Organisation, OrgName>()(
    'bffCreateMasterOrg',
    '/api/orgs/master',
    'session',
    { status: 201 },
  ),
  selectOrg: route.post<{ redirectTo: string; org: SessionOrg }, { uuid: string }>()(
    'selectOrg',
    '/api/orgs/select',
    'session',
  ),
  renameOrg: route.put<Organisation, OrgUpdate>()('bffRenameOrg', '/api/orgs/:uuid', 'session'),
  deleteOrg: route.delete<{ ok: true }>()('bffDeleteOrg', '/api/orgs/:uuid', 'session'),
};
