export { recordSessionMoney, type SessionMoney, utcHourOf } from './money';
export {
  getMeterInfoFor,
  listMetersFor,
  meterEarningsFor,
  meterInfoOf,
  meterOf,
  meterSums,
  sessionStatsFor,
  updateMeterInfoFor,
} from './meter-table';
export {
  listAllSessionsFor,
  listMeterSessionsFor,
  sessionColumns,
  sessionsPage,
  sessionView,
} from './sessions';
export { publicMeterOf, quoteOf, receiptOf } from './portal';
export { addTimeFor, payFor } from './portal-pay';
export { receiptUrl } from './portal-zone';
export { createRateFor, deleteRateFor, listRatesFor, updateRateFor } from './rates';
export { rateView } from './rate-row';
