import type { Seeder } from './types';

/** Team demo data: pending invitations and the first audit records (the team issue fills this). */
export const teamSeeder: Seeder = { name: 'team', async run() {} };
