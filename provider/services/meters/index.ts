export { recordSessionMoney, type SessionMoney, utcHourOf } from './money';
