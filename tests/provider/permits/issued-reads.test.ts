import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { memberships, organisations } from '@/provider/db/schema';
import { requireRole, ROLES } from '@/provider/services/access';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * The issued permits page (the permit area's hot read, issue 26 item 8) reads the caller's
 * membership once: the permit check runs on the row the role table's check has just read.
 * The check itself is unchanged (role and subscription on that row; any other row is read).
 */
let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

/** The statements the database client runs during fn (their SQL text). */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const client = (fx.provider.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  const seen: string[] = [];
  client.query = (...args: unknown[]) => {
    const text = args[0];
    seen.push(typeof text === 'string' ? text : String((text as { text?: string })?.text));
    return query.apply(client, args);
  };
  try {
    await fn();
  } finally {
    client.query = query;
  }
  return seen;
}

const membershipReads = (statements: string[]) =>
  statements.filter((s) => /from "memberships" inner join "organisations"/.test(s)).length;

describe('the issued permits page', () => {
  it('reads the membership once and answers the page', async () => {
    await fx.get('admin', `/api/v1/permits/${fx.northgate}/issued?page=0`); // the token is made
    let status = 0;
    const statements = await statementsDuring(async () => {
      status = (await fx.get('admin', `/api/v1/permits/${fx.northgate}/issued?page=0`)).status;
    });
    expect(status).toBe(200);
    expect(membershipReads(statements)).toBe(1);
  });

  it('still refuses a member who is not staff', async () => {
    const res = await fx.get('patrol', `/api/v1/permits/${fx.northgate}/issued?page=0`);
    expect(res.status).toBe(403);
  });
});

describe('requireRole with a membership already read', () => {
  /** The user's active membership row in the organisation, with the organisation. */
  const rowOf = async (email: string, entity: string) => {
    const [row] = await fx.provider.db
      .select({ membership: memberships, org: organisations })
      .from(memberships)
      .innerJoin(organisations, eq(organisations.uuid, memberships.entityUuid))
      .where(and(eq(memberships.entityUuid, entity), eq(memberships.userUuid, fx.user[email])));
    return row;
  };

  it("runs the set's role check on the carried row", async () => {
    const patrol = fx.user['patrol@demo.test'];
    const read = await rowOf('patrol@demo.test', fx.northgate);
    expect(read.membership.userUuid).toBe(patrol);
    await expect(
      requireRole(fx.provider.db, patrol, read.membership.entityUuid, ROLES.admin, { read }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("reads the row when the carried one is another user's or organisation's", async () => {
    const admin = fx.user['admin@demo.test'];
    const read = await rowOf('admin@demo.test', fx.northgate);
    const forged = {
      ...read,
      membership: { ...read.membership, userUuid: fx.user['patrol@demo.test'] },
    };
    const statements = await statementsDuring(() =>
      requireRole(fx.provider.db, admin, read.membership.entityUuid, ROLES.admin, { read: forged }),
    );
    expect(membershipReads(statements)).toBe(1);
    const reused = await statementsDuring(() =>
      requireRole(fx.provider.db, admin, read.membership.entityUuid, ROLES.admin, { read }),
    );
    expect(membershipReads(reused)).toBe(0);
  });
});
