export { useApi } from './use-api';
export { useSession, SESSION_KEY } from './use-session';
export { useOrgs, ORGS_KEY } from './use-orgs';
export { useSubscription, SUBSCRIPTION_KEY } from './use-subscription';
export { fetchOrgPermissions, ORG_PERMISSIONS_KEY, type OrgPermissions } from './org-permissions';
