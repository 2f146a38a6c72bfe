import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createProvider, MEMORY, type Provider } from '@/provider';
import { memberships, organisations, users } from '@/provider/db/schema';
import { setLogWriter } from '@/platform/log';
import { demoSeedWanted, NO_ACCOUNT_YET } from '@/provider/setup/demo-setting';
import { ACCOUNTS_EXIST, SETUP_LINK_HOURS } from '@/provider/services/orgs';
import { runSetup, SETUP_EXIT } from '@/provider/setup/run';
import { cloneTestDatabase } from '../../support/test-database';
import { call, DEMO_PASSWORD, loginAs, newSessionToken } from '../helpers';

/**
 * Issue 26 item 3: the demo is seeded only where asked (env DEMO), never into a database that
 * has an account, and `npm run setup` creates the first real account. On the PostgreSQL pass
 * (TEST_DATABASE_URL) the same tests run on PostgreSQL databases.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Sets env variables (undefined deletes) until the test ends. */
const saved: Record<string, string | undefined> = {};
function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (!(name in saved)) saved[name] = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    delete saved[name];
  }
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A database that outlives one provider: an embedded data folder, or an empty PostgreSQL one. */
async function lastingDatabase(): Promise<{ dataDir?: string; databaseUrl?: string }> {
  if (onPostgres) {
    const clone = await cloneTestDatabase(false);
    cleanups.push(clone.drop);
    return { databaseUrl: clone.url };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vert-first-run-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

async function open(options: Parameters<typeof createProvider>[0]): Promise<Provider> {
  const provider = await createProvider({ sweepUploads: false, ...options });
  cleanups.push(() => provider.close());
  return provider;
}

function recorder() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) },
  };
}

const OWNER = ['--org', 'Acme Parking', '--email', 'Owner@Example.com', '--name', 'Olivia Owner'];

describe('the DEMO setting', () => {
  it('is on for the embedded database and off with DATABASE_URL unless told; other values refuse', () => {
    expect(demoSeedWanted('embedded', {})).toBe(true);
    expect(demoSeedWanted('postgres', {})).toBe(false);
    expect(demoSeedWanted('embedded', { DEMO: 'off' })).toBe(false);
    expect(demoSeedWanted('postgres', { DEMO: ' ON ' })).toBe(true);
    expect(demoSeedWanted('postgres', { DEMO: '' })).toBe(false);
    expect(() => demoSeedWanted('embedded', { DEMO: 'yes' })).toThrow(
      'DEMO is on or off (or unset: on for the embedded database, off with DATABASE_URL); got "yes"',
    );
  });

  it('DEMO=off: a provider starts on an empty database with no account, and says how to make one', async () => {
    setEnv({ DEMO: 'off', LOG_LEVEL: 'info' });
    const lines: string[] = [];
    const previous = setLogWriter((line) => lines.push(line));
    try {
      const provider = await open({ dataDir: MEMORY });
      expect(await provider.db.select().from(users)).toEqual([]);
      expect(await provider.db.select().from(organisations)).toEqual([]);
    } finally {
      setLogWriter(previous);
    }
    expect(lines.some((line) => JSON.parse(line).msg === NO_ACCOUNT_YET)).toBe(true);
  });

  (onPostgres ? it : it.skip)('DEMO unset with DATABASE_URL: no demo account', async () => {
    setEnv({ DEMO: undefined });
    const provider = await open(await lastingDatabase());
    expect(await provider.db.select().from(users)).toEqual([]);
  });
});

describe('npm run setup', () => {
  it('creates the master organisation and its super administrator; the printed link sets the password, then sign-in works; a second run refuses; a DEMO=on start seeds nothing', async () => {
    setEnv({ APP_URL: 'https://parking.example.com/' });
    const database = await lastingDatabase();
    const first = recorder();
    expect(await runSetup(OWNER, first.out, database)).toBe(SETUP_EXIT.ok);
    expect(first.lines.error).toEqual([]);
    expect(first.lines.log[0]).toBe(
      '[setup] created the organisation "Acme Parking" and its super administrator owner@example.com',
    );
    const link = /(https:\/\/parking\.example\.com\/resetpassword\/)([\w-]{43})$/.exec(
      first.lines.log[1],
    );
    expect(first.lines.log[1]).toContain(`within ${SETUP_LINK_HOURS} hours`);
    expect(link).not.toBeNull();
    const code = link![2];

    const second = recorder();
    const again = ['--org', 'Other', '--email', 'other@example.com'];
    expect(await runSetup(again, second.out, database)).toBe(SETUP_EXIT.refused);
    expect(second.lines.error).toEqual([`[setup] ${ACCOUNTS_EXIST}`]);

    setEnv({ DEMO: 'on' });
    const provider = await open(database);
    const all = await provider.db.select().from(users);
    expect(all.map((u) => [u.email, u.fullname])).toEqual([['owner@example.com', 'Olivia Owner']]);
    const orgs = await provider.db.select().from(organisations);
    expect(orgs.map((o) => o.name)).toEqual(['Acme Parking']);
    expect(all[0].originalEntityUuid).toBe(orgs[0].uuid);
    const roles = await provider.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userUuid, all[0].uuid));
    expect(roles).toEqual([{ role: 'superadmin' }]);

    // No usable password before the link is used: not even the demo's.
    const before = await call(provider, 'POST', '/api/v1/dashboard/login', {
      body: {
        email: 'owner@example.com',
        password: DEMO_PASSWORD,
        sessionToken: newSessionToken(),
      },
    });
    expect(before.status).toBe(401);

    const reset = { resetCode: code, newPassword: 'Sunrise@2027' };
    const set = await call(provider, 'POST', '/api/v1/auth/reset_password_web', { body: reset });
    expect(set.status).toBe(200);
    const token = await loginAs(provider, 'owner@example.com', 'Sunrise@2027');
    const auth = await call(provider, 'GET', '/api/v1/dashboard/orgs/checkauth', { token });
    expect(auth.json.isSuperAdmin).toBe(true);
    const listed = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token });
    expect(JSON.stringify(listed.json)).toContain('Acme Parking');
    // The link works once.
    const reuse = await call(provider, 'POST', '/api/v1/auth/reset_password_web', { body: reset });
    expect(reuse.status).toBe(400);
  });

  (onPostgres ? it.skip : it)(
    'refuses while a running provider holds the embedded data folder',
    async () => {
      const database = await lastingDatabase();
      await open({ ...database, seed: false });
      const run = recorder();
      expect(await runSetup(OWNER, run.out, database)).toBe(SETUP_EXIT.refused);
      expect(run.lines.error[0]).toMatch(
        /^\[setup\] failed: Another process \(pid \d+\) is using the embedded database in .+; stop it or set DATABASE_URL$/,
      );
    },
  );

  it.each([
    ['no options', [], '[setup] --org is missing.'],
    ['no --email', ['--org', 'Acme'], '[setup] --email is missing.'],
    [
      'a bad e-mail',
      ['--org', 'Acme', '--email', 'nope'],
      '[setup] --email: Please enter a valid email address.',
    ],
    [
      'a blank name',
      ['--org', ' ', '--email', 'a@b.co'],
      '[setup] --org: Please enter an organization name.',
    ],
    [
      'a 300-character full name',
      ['--org', 'A', '--email', 'a@b.co', '--name', 'x'.repeat(300)],
      /^\[setup\] --name: Names are at most \d+ characters\.$/,
    ],
    [
      'an unknown option',
      ['--org', 'A', '--email', 'a@b.co', '--admin'],
      /^\[setup\] Unknown option '--admin'/,
    ],
  ])('refuses %s with exit 2 and a readable line', async (_label, argv, message) => {
    const run = recorder();
    expect(await runSetup(argv, run.out, { dataDir: MEMORY })).toBe(SETUP_EXIT.usage);
    if (typeof message === 'string') expect(run.lines.error[0]).toBe(message);
    else expect(run.lines.error[0]).toMatch(message);
    expect(run.lines.error[1]).toMatch(/^Usage: npm run setup -- --org/);
  });
});
