/**
 * The provider's database schema: one drizzle pg-core schema for PGlite and PostgreSQL.
 * Each area keeps its tables in its own file under tables/ and re-exports it here
 * (drizzle-kit reads this file to generate provider/db/migrations).
 */
export * from './tables/organisations';
export * from './tables/users';
export * from './tables/memberships';
export * from './tables/sessions';
export * from './tables/reset-codes';
export * from './tables/invitations';
export * from './tables/mail-outbox';
export * from './tables/stored-files';
export * from './tables/file-bytes';
export * from './tables/lists';
export * from './tables/list-plates';
export * from './tables/geofences';
export * from './tables/scans';
export * from './tables/alerts';
export * from './tables/scan-hourly-counts';
export * from './tables/scan-totals';
export * from './tables/scan-member-totals';
export * from './tables/audit-events';
export * from './tables/report-shares';
export * from './tables/report-logs';
export * from './tables/rate-limits';
export * from './tables/permits';
export * from './tables/portal';
export * from './tables/payments';
export * from './tables/citations';
export * from './tables/meters';
export * from './tables/privacy';
