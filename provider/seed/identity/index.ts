import { memberships, organisations, users } from '../../db/schema';
import { hashPassword } from '../../services/identity';
import { DEMO_PASSWORD, demoOrgs, demoUsers } from './demo-accounts';
import type { Seeder } from '../types';

/** Demo organisations, users and memberships (all passwords DEMO_PASSWORD). */
export const identitySeeder: Seeder = {
  name: 'identity',
  async run({ db, orgs, users: userMap }) {
    const now = new Date();
    for (const demo of demoOrgs) {
      const [org] = await db
        .insert(organisations)
        .values({
          name: demo.name,
          paidSeatCount: demo.paidSeatCount,
          isActivated: demo.isActivated ?? false,
          isMailingEnabled: demo.isMailingEnabled ?? false,
          portalSubdomain: demo.portalSubdomain ?? null,
          timeZone: demo.timeZone,
          trialEndDate: demo.trialEndDate?.(now) ?? null,
          subEndDate: demo.subEndDate?.(now) ?? null,
        })
        .returning();
      orgs.set(demo.key, org);
    }

    const hashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));
    for (const [index, demo] of demoUsers.entries()) {
      const [user] = await db
        .insert(users)
        .values({
          email: demo.email,
          fullname: demo.fullname,
          passwordHash: hashes[index],
          isParkingOnly: demo.isParkingOnly ?? false,
          originalEntityUuid: demo.original ? orgs.get(demo.original)!.uuid : null,
        })
        .returning();
      userMap.set(demo.key, user);
      if (demo.memberships.length > 0) {
        await db.insert(memberships).values(
          demo.memberships.map((m) => ({
            entityUuid: orgs.get(m.org)!.uuid,
            userUuid: user.uuid,
            role: m.role,
            officerId: m.officerId,
          })),
        );
      }
    }
  },
};
