export { publicMeterOf, quoteOf, receiptOf } from './portal';
export { addTimeFor, payFor } from './portal-pay';
export { meterTimeZone, receiptUrl } from './portal-zone';
