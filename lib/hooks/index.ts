export { useApi } from './use-api';
export { useSession, SESSION_KEY } from './identity/use-session';
export { useOrgs, ORGS_KEY } from './orgs/use-orgs';
export { useSubscription, SUBSCRIPTION_KEY } from './billing/use-subscription';
export {
  fetchOrgPermissions,
  ORG_PERMISSIONS_KEY,
  type OrgPermissions,
} from './orgs/org-permissions';
