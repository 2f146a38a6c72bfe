export { plateNow, plateNowSql } from './plate-now';
export { plateTimeline, timelineSql, parseCursor } from './plate-timeline';
export { plateLookalikes, plateLookalikesSql } from './plate-lookalikes';
export { permitUuidsOfPlate } from './plate-permits';
