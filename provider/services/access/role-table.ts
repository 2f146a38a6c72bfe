import { ROLES, type RoleSet } from './require-role';

/**
 * Who may make each provider call (DESIGN.md: "Access is a table"), keyed by the contract's call
 * id, one block per area. provider/http/route.ts refuses to mount a signed-in call that is not
 * here, checks the role before the handler wherever the organisation is in the path, query or body
 * (`/{entity}/…`, `/orgs/{id}/…`, `entityUUID`), and the services check the same set where the
 * organisation comes from a row (a list, a scan, a team member …). The OpenAPI document shows it
 * as `x-required-role` on every operation; tests/provider/access/role-table-walk.test.ts walks
 * every operation as a patrol and as another organisation's administrator.
 *
 * - SIGNED_IN: the caller's own account (sessions, the organisation list): no organisation.
 * - PATROL: any active member. Only what the patrol app does: scan upload, citation issue and the
 *   reads those need (the lists it matches against, their geofences and time limits, citation
 *   types, ticket locations and ticket copy, the subscription).
 * - STAFF (and TEAM, ORG_ADMIN): administrators and super administrators — everything else.
 * - BILLING, ORG_OWNER: super administrators of the organisation.
 */
export const SIGNED_IN = 'signed-in';
export type CallAccess = RoleSet | typeof SIGNED_IN;
/** One area's calls. */
type AreaTable = Record<string, CallAccess>;

const PATROL = ROLES.member;
/** The patrol app's uploads also work for an organisation whose subscription has ended. */
const PATROL_UPLOAD: RoleSet = { ...ROLES.member, subscription: 'any' };
const STAFF = ROLES.admin;
const TEAM = ROLES.teamAdmin;
const ORG_ADMIN = ROLES.orgAdmin;
const ORG_OWNER = ROLES.orgOwner;
const BILLING = ROLES.billing;

const auth: AreaTable = {
  currentUser: SIGNED_IN,
  logout: SIGNED_IN,
  getSubscription: ROLES.anyMember,
};

const orgs: AreaTable = {
  listOrgs: SIGNED_IN, // only organisations where the caller is an administrator
  createOrg: SIGNED_IN, // the service requires a super administrator
  createMasterOrg: SIGNED_IN, // the service requires a user in no organisation
  checkOrgAuth: SIGNED_IN, // answers whether the caller is a super administrator
  renameOrg: ORG_ADMIN,
  deleteOrg: ORG_OWNER,
};

const lists: AreaTable = {
  listSimpleLists: PATROL,
  listLists: PATROL,
  getList: PATROL,
  listPlates: PATROL,
  searchListPlates: PATROL,
  getIntegrationPlates: PATROL,
  getIntegrationInfo: PATROL,
  verifyIntegrationPlate: PATROL,
  getGeofence: PATROL,
  getTimeLimit: PATROL,
  lookupAddress: SIGNED_IN, // a geocoder look-up: no organisation's data
  createList: STAFF,
  updateList: STAFF,
  deleteList: STAFF,
  addPlate: STAFF,
  updatePlate: STAFF,
  deletePlate: STAFF,
  replaceListPlates: STAFF,
  replaceListPlatesStream: STAFF,
  saveGeofence: STAFF,
  deleteGeofence: STAFF,
  saveTimeLimit: STAFF,
  deleteTimeLimit: STAFF,
};

const overview: AreaTable = { getHeatmap: STAFF, getActivity: STAFF, getAllStats: STAFF };

const scans: AreaTable = {
  ingestScan: PATROL_UPLOAD,
  listScansPage: STAFF,
  listMemberScansPage: STAFF,
  searchScans: STAFF,
  getScan: STAFF,
  getAlert: STAFF,
  getPlateHistory: STAFF,
  getScanImage: STAFF,
  deleteScans: STAFF,
  deleteAlerts: STAFF,
  updateScanPlate: STAFF,
};

const team: AreaTable = {
  listTeamUsers: TEAM,
  updateTeamUser: TEAM,
  updateTeamUserEmail: TEAM,
  updateTeamUserPassword: TEAM,
  deactivateTeamUser: TEAM,
  activateTeamUser: TEAM,
  checkSeats: TEAM,
  listInvitations: TEAM,
  createInvitation: TEAM,
  deleteInvitation: TEAM,
  resendInvitation: TEAM,
  createNewUser: TEAM,
  listAuditEvents: TEAM,
};

const billing: AreaTable = {
  getPayoutsStatus: BILLING,
  createPayoutsAccount: BILLING,
  getPayoutsSetupUrl: BILLING,
  getBilling: BILLING,
  startSubscription: BILLING,
};

const reports: AreaTable = {
  listReportLogs: STAFF,
  createReportLog: STAFF,
  getScanReportPage: STAFF,
  getPermitReportPage: STAFF,
  getViolationReportPage: STAFF,
  getMeterReportPage: STAFF,
  createReportShare: STAFF,
  revokeReportShare: STAFF,
};

const permits: AreaTable = {
  listPermitProducts: STAFF,
  getPermitProduct: STAFF,
  createPermitProduct: STAFF,
  updatePermitProduct: STAFF,
  archivePermitProduct: STAFF,
  getPermitGraph: STAFF,
  listIssuedPermits: STAFF,
  listProductIssued: STAFF,
  getIssuedPermit: STAFF,
  getPermitImage: STAFF,
  setPermitStatus: STAFF,
  setPermitDates: STAFF,
  setPermitVehicle: STAFF,
  manualIssuePermit: STAFF,
  listApprovals: STAFF,
  listProductApprovals: STAFF,
  getApprovalCount: STAFF,
  listPermitCustomers: STAFF,
  getPermitCustomer: STAFF,
  listCustomerPermits: STAFF,
  listCustomerVehicles: STAFF,
  createPermitCustomer: STAFF,
  updatePermitCustomer: STAFF,
  deletePermitCustomer: STAFF,
  createCustomerVehicle: STAFF,
  updateCustomerVehicle: STAFF,
  listBusinessAccounts: STAFF,
  getBusinessAccount: STAFF,
  updateBusinessAdmin: STAFF,
  getBusinessProducts: STAFF,
  listBusinessIssued: STAFF,
  assignBusinessPermit: STAFF,
  removeBusinessPermit: STAFF,
};

const portal: AreaTable = {
  getBrandDetails: STAFF,
  putBrandDetails: STAFF,
  putBrandImage: STAFF,
  getBrandImage: STAFF,
  checkSubdomain: STAFF,
  getConnectStatus: STAFF,
  getConnectLogin: STAFF,
  getPaymentFees: STAFF,
};

const citations: AreaTable = {
  issueCitation: PATROL_UPLOAD,
  listCitationTypes: PATROL,
  getCitationType: PATROL,
  listCitationLocations: PATROL,
  getCitationTicketCopy: PATROL,
  createCitationType: STAFF,
  updateCitationType: STAFF,
  archiveCitationType: STAFF,
  deleteCitationType: STAFF,
  getCitationConnectStatus: STAFF,
  createCitationLocation: STAFF,
  deleteCitationLocation: STAFF,
  getCitationProductSettings: STAFF,
  putCitationProductSettings: STAFF,
  putAppealNotifEmail: STAFF,
  getCitationPortalSettings: STAFF,
  putCitationPortalSettings: STAFF,
  listCitations: STAFF,
  getCitationStats: STAFF,
  searchCitations: STAFF,
  getCitation: STAFF,
  getCitationLogs: STAFF,
  getVerifyLogs: STAFF,
  voidCitation: STAFF,
  setCitationStatus: STAFF,
  overrideCitationAmount: STAFF,
  deleteCitationImage: STAFF,
  getCitationImage: STAFF,
  getMailingLog: STAFF,
  getMailingCount: STAFF,
  sendMailing: STAFF,
  listCitationAppeals: STAFF,
  getCitationAppeal: STAFF,
  respondCitationAppeal: STAFF,
  messageCitationAppeal: STAFF,
  closeCitationAppeal: STAFF,
  getCitationAppealImage: STAFF,
};

const meters: AreaTable = {
  meterTableList: STAFF,
  meterTableEarnings: STAFF,
  meterTableStats: STAFF,
  meterTableGetInfo: STAFF,
  meterTableUpdateInfo: STAFF,
  listMeterRates: STAFF,
  createMeterRate: STAFF,
  updateMeterRate: STAFF,
  deleteMeterRate: STAFF,
  meterSessionsListAll: STAFF,
  meterSessionsListMeter: STAFF,
  meterSessionsSearchAll: STAFF,
  meterSessionsSearchMeter: STAFF,
};

/** Every signed-in call's access, by call id. */
export const ROLE_TABLE: Readonly<Record<string, CallAccess>> = {
  ...auth,
  ...orgs,
  ...lists,
  ...overview,
  ...scans,
  ...team,
  ...billing,
  ...reports,
  ...permits,
  ...portal,
  ...citations,
  ...meters,
};

/** The access of a signed-in call; a call missing from the table cannot be mounted. */
export function accessOf(callId: string): CallAccess {
  const access = ROLE_TABLE[callId];
  if (!access) {
    throw new Error(`${callId} has no role in provider/services/access/role-table.ts`);
  }
  return access;
}

/** How the OpenAPI document and the README name an access: `x-required-role`. */
export type RequiredRole = 'signed-in' | 'patrol' | 'staff' | 'superadmin';

export function requiredRoleOf(access: CallAccess): RequiredRole {
  if (access === SIGNED_IN) return 'signed-in';
  if (access.roles.includes('patrol')) return 'patrol';
  return access.roles.includes('admin') ? 'staff' : 'superadmin';
}

/** The member roles an access admits (none: the call is about the caller's own account). */
export const memberRolesOf = (access: CallAccess): readonly string[] =>
  access === SIGNED_IN ? [] : access.roles;
