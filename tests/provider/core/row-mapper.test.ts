import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { desc, eq, sql } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { withCompiledRows } from '@/provider/db/row-mapper';
import { memberships, organisations, parkingSessions, sessions, users } from '@/provider/db/schema';
import { isoFromTimestamptz } from '@/provider/db/sql-time';
import { sessionColumns } from '@/provider/services/meters';

let provider: Provider;
beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
});
afterAll(() => provider.close());

type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown[]> };
const hasCompiledMapper = (statement: unknown) =>
  typeof (statement as { customResultMapper?: unknown }).customResultMapper === 'function';

/**
 * The same select prepared twice, one left to drizzle's mapping and one with the compiled row
 * mapper; both executed with the same values.
 */
async function bothWays(
  build: (name: string) => Prepared,
  values: Record<string, unknown> = {},
): Promise<{ drizzleRows: unknown[]; compiledRows: unknown[]; compiled: boolean }> {
  const plain = build(`row_mapper_plain_${Math.random().toString(36).slice(2)}`);
  const fast = withCompiledRows(build(`row_mapper_fast_${Math.random().toString(36).slice(2)}`));
  return {
    drizzleRows: await plain.execute(values),
    compiledRows: await fast.execute(values),
    compiled: hasCompiledMapper(fast),
  };
}

describe('compiled row mapper of prepared selects (provider/db/row-mapper.ts)', () => {
  it('maps flat rows exactly as drizzle does: ISO text times, numbers, nulls', async () => {
    const { drizzleRows, compiledRows, compiled } = await bothWays((name) =>
      provider.db
        .select(sessionColumns)
        .from(parkingSessions)
        .orderBy(desc(parkingSessions.startTime), desc(parkingSessions.uuid))
        .limit(200)
        .prepare(name),
    );
    expect(compiled).toBe(true);
    expect(drizzleRows.length).toBe(200);
    expect(compiledRows).toEqual(drizzleRows);
    expect(compiledRows.some((r) => (r as { email: unknown }).email === null)).toBe(true);
    expect((compiledRows[0] as { startTime: string }).startTime).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });

  it('maps an inner join into one object per table, Dates and booleans as drizzle does', async () => {
    const { drizzleRows, compiledRows, compiled } = await bothWays((name) =>
      provider.db
        .select({
          membership: memberships,
          org: organisations,
          since: sql<number>`1`.mapWith(Number),
        })
        .from(memberships)
        .innerJoin(organisations, eq(organisations.uuid, memberships.entityUuid))
        .orderBy(memberships.entityUuid, memberships.userUuid)
        .prepare(name),
    );
    expect(compiled).toBe(true);
    expect(drizzleRows.length).toBeGreaterThan(5);
    expect(compiledRows).toEqual(drizzleRows);
    const first = compiledRows[0] as { membership: { createdAt: unknown }; since: unknown };
    expect(first.membership.createdAt).toBeInstanceOf(Date);
    expect(first.since).toBe(1);
  });

  it('compiles a flat selection over left joins (the scans page): no table object to nullify', async () => {
    const { drizzleRows, compiledRows, compiled } = await bothWays((name) =>
      provider.db
        .select({
          email: users.email,
          sessionId: sessions.id,
          createdAt: sessions.createdAt,
          org: organisations.name,
        })
        .from(users)
        .leftJoin(sessions, sql`false`)
        .leftJoin(memberships, eq(memberships.userUuid, users.uuid))
        .leftJoin(organisations, eq(organisations.uuid, memberships.entityUuid))
        .orderBy(users.email, organisations.name)
        .prepare(name),
    );
    expect(compiled).toBe(true);
    expect(drizzleRows.length).toBeGreaterThan(5);
    expect(compiledRows).toEqual(drizzleRows);
    expect((compiledRows[0] as { sessionId: unknown }).sessionId).toBeNull();
  });

  it('leaves a left join of table objects to drizzle (a missing joined row must become null)', async () => {
    const { drizzleRows, compiledRows, compiled } = await bothWays(
      (name) =>
        provider.db
          .select({ user: users, session: sessions })
          .from(users)
          .leftJoin(sessions, sql`false`)
          .where(eq(users.email, sql.placeholder('email')))
          .prepare(name),
      { email: 'admin@demo.test' },
    );
    expect(compiled).toBe(false);
    expect(compiledRows).toEqual(drizzleRows);
    expect((compiledRows[0] as { session: unknown }).session).toBeNull();
  });
});

describe('isoFromTimestamptz (the database text of a timestamptz → ISO-8601 UTC)', () => {
  it.each([
    ['2026-11-25 08:49:34+00', '2026-11-25T08:49:34.000Z'],
    ['2026-11-25 08:49:34.1+00', '2026-11-25T08:49:34.100Z'],
    ['2026-11-25 08:49:34.12+00', '2026-11-25T08:49:34.120Z'],
    ['2026-11-25 08:49:34.123+00', '2026-11-25T08:49:34.123Z'],
    ['2026-11-25 08:49:34.1239+00', '2026-11-25T08:49:34.123Z'],
    ['2026-11-25 08:49:34.123999+00', '2026-11-25T08:49:34.123Z'],
    ['2026-11-25 03:49:34.5-05', '2026-11-25T08:49:34.500Z'],
    ['2026-11-25 14:19:34.5+05:30', '2026-11-25T08:49:34.500Z'],
    ['2026-03-08 01:59:59.999-08', '2026-03-08T09:59:59.999Z'],
  ])('%s → %s', (text, iso) => {
    expect(isoFromTimestamptz(text)).toBe(iso);
    expect(isoFromTimestamptz(text)).toBe(new Date(text).toISOString());
  });

  it("answers what a Date would for the database's own text of 2,000 instants", async () => {
    const { rows } = (await provider.db.execute(sql`
      select (timestamptz '1990-01-01 00:00:00+00'
              + make_interval(secs => (random() * 1.3e9)::numeric(20, 6)::float8))::text as t
      from generate_series(1, 2000)
      union all select (timestamptz '2026-11-25 08:00:00+00')::text
      union all select (timestamptz '2026-11-25 08:00:00.5+00')::text`)) as unknown as {
      rows: { t: string }[];
    };
    expect(rows.length).toBe(2002);
    for (const { t } of rows) expect(isoFromTimestamptz(t)).toBe(new Date(t).toISOString());
  });
});
