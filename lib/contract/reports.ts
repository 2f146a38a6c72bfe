/**
 * Reports (spec 1 §3 report log, §7 Reports): report log entries, report data pages and share
 * links. The reports issue fills this file.
 */
export {};
