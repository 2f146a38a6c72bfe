export { plateNow, plateNowSql } from './plate-now';
export { plateTimeline, timelineSql, parseCursor } from './plate-timeline';
export { permitUuidsOfPlate } from './plate-permits';
