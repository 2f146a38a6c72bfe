export {
  billingOverviewOf,
  createPayoutsAccountFor,
  payoutsSetupUrlFor,
  payoutsStatusOf,
  requireBillingAccess,
  startSubscriptionFor,
} from './billing';
export { requireActiveSubscription, subscriptionOf } from './subscription';
