export {
  DEFAULT_CONVENIENCE_FEE,
  PAYMENTS_TEST_MODE,
  chargeTestMode,
  feesOf,
  paymentAmounts,
  paymentByKey,
  paymentView,
} from './payments';
export type { ChargeInput } from './payments';
export { requirePaymentsActive } from './payouts';
export { claimPurchaseKey, keyReused, purchaseOf } from './purchase-keys';
