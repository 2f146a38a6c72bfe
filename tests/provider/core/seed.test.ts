import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { memberships, organisations, users } from '@/provider/db/schema';
import { isDatabaseEmpty, seedDemo, wipeDatabase } from '@/provider/seed';
import { parseSeedArgs } from '@/provider/seed/args';

let provider: Provider;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
});
afterAll(() => provider.close());

describe('demo seed', () => {
  it('creates the demo organisations, accounts and memberships', async () => {
    const orgs = await provider.db.select().from(organisations);
    expect(orgs.map((o) => o.name).sort()).toEqual([
      'Eastside Meters',
      'Harbor Lots',
      'Northgate University Parking',
      'Riverside City Enforcement',
    ]);
    const all = await provider.db.select().from(users);
    expect(all).toHaveLength(13);
    expect(new Set(all.map((u) => u.fullname)).size).toBe(13);
    const northgate = orgs.find((o) => o.portalSubdomain === 'northgate')!;
    const members = await provider.db
      .select()
      .from(memberships)
      .where(eq(memberships.entityUuid, northgate.uuid));
    expect(members.filter((m) => m.role === 'patrol')).toHaveLength(5);
    expect(new Set(members.map((m) => m.officerId)).size).toBe(members.length);
    const [sam] = all.filter((u) => u.email === 'super@demo.test');
    expect(sam.originalEntityUuid).toBe(northgate.uuid);
    expect(all.find((u) => u.email === 'meters@demo.test')!.isParkingOnly).toBe(true);
  });

  it('does not seed twice when the provider opens a database that has users', async () => {
    expect(await isDatabaseEmpty(provider.db)).toBe(false);
  });

  it('wipes and reseeds (seed --reset)', async () => {
    await wipeDatabase(provider.db);
    expect(await isDatabaseEmpty(provider.db)).toBe(true);
    expect(await provider.db.select().from(organisations)).toEqual([]);
    const ctx = await seedDemo(provider.db);
    expect(ctx.orgs.get('northgate')!.orgId).toBe(1);
    expect(ctx.users.get('noorg')!.email).toBe('noorg@demo.test');
  });
});

describe('parseSeedArgs', () => {
  it.each([
    [[], { reset: false, options: {} }],
    [['--reset'], { reset: true, options: {} }],
    [['--reset', '--scans', '1000'], { reset: true, options: { scans: 1000 } }],
    [['--scans=50'], { reset: false, options: { scans: 50 } }],
    [
      ['--scans', '100000', '--org', 'riverside'],
      { reset: false, options: { scans: 100000, org: 'riverside' } },
    ],
    [['--org=northgate', '--scans=5'], { reset: false, options: { scans: 5, org: 'northgate' } }],
  ])('%p', (argv, expected) => {
    expect(parseSeedArgs(argv)).toEqual(expected);
  });

  it.each([[['--scans', 'many']], [['--scans']], [['--wipe']], [['--org', 'harbor']], [['--org']]])(
    'rejects %p',
    (argv) => {
      expect(() => parseSeedArgs(argv)).toThrow();
    },
  );
});
