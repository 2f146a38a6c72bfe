import { auditEvents, invitations } from '../../db/schema';
import { addDays } from '../../services/constants';
import type { Seeder } from '../types';

/**
 * Team demo data for Northgate: two pending invitations (with its 7 members that leaves 1 of
 * the 10 paid seats, so the demo can still add one user) and the first audit records.
 */
export const teamSeeder: Seeder = {
  name: 'team',
  async run({ db, orgs, users }) {
    const northgate = orgs.get('northgate');
    const sam = users.get('super');
    const alex = users.get('admin');
    const jordan = users.get('patrol2');
    if (!northgate || !sam || !alex || !jordan) return;
    const now = new Date();
    const invited = await db
      .insert(invitations)
      .values([
        {
          entityUuid: northgate.uuid,
          fullname: 'Riley Summers',
          email: 'riley.summers@demo.test',
          isAdmin: false,
          createdAt: addDays(now, -2),
        },
        {
          entityUuid: northgate.uuid,
          fullname: 'Taylor Brooks',
          email: 'taylor.brooks@demo.test',
          isAdmin: true,
          createdAt: addDays(now, -6),
        },
      ])
      .returning();
    const actor = (u: typeof sam) => ({
      actorUuid: u.uuid,
      actorName: u.fullname,
      actorEmail: u.email,
    });
    await db.insert(auditEvents).values([
      {
        entityUuid: northgate.uuid,
        ...actor(sam),
        action: 'member.created',
        targetUuid: alex.uuid,
        detail: { email: alex.email, fullname: alex.fullname, role: 'admin' },
        createdAt: addDays(now, -30),
      },
      {
        entityUuid: northgate.uuid,
        ...actor(alex),
        action: 'member.updated',
        targetUuid: jordan.uuid,
        detail: { officerId: { from: 'NG-112', to: 'NG-102' } },
        createdAt: addDays(now, -12),
      },
      ...invited.map((inv) => ({
        entityUuid: northgate.uuid,
        ...actor(alex),
        action: 'invitation.created',
        targetUuid: inv.uuid,
        detail: {
          email: inv.email,
          fullname: inv.fullname,
          role: inv.isAdmin ? 'admin' : 'patrol',
        },
        createdAt: inv.createdAt,
      })),
    ]);
  },
};
