export {
  billingOverviewOf,
  createPayoutsAccountFor,
  payoutsSetupUrlFor,
  payoutsStatusOf,
  startSubscriptionFor,
} from './billing';
/** Whether an organisation's subscription is active is an access question (services/access). */
export { requireActiveSubscription, subscriptionOf } from '../access';
