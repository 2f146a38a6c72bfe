import type { Seeder } from './types';

/** Reports demo data: a report log with a few entries (the reports issue fills this). */
export const reportsSeeder: Seeder = { name: 'reports', async run() {} };
