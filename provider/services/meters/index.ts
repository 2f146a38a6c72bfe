export { createRateFor, deleteRateFor, listRatesFor, rateView, updateRateFor } from './rates';
