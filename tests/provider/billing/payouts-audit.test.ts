import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { auditEvents, organisations } from '@/provider/db/schema';
import { auditSummary } from '@/lib/rules/team/team-audit';
import { call, loginAs } from '../helpers';

// Activating and verifying the payouts account are staff writes (the permit types panel and
// the payouts screen make them): each leaves an audit record.

let provider: Provider;
let riverside: string;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  const [org] = await provider.db
    .update(organisations)
    .set({ portalSubdomain: 'riverside' })
    .where(eq(organisations.name, 'Riverside City Enforcement'))
    .returning();
  riverside = org.uuid;
});
afterAll(() => provider.close());

async function actions() {
  const rows = await provider.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityUuid, riverside));
  return rows.filter((r) => r.action.startsWith('payouts.'));
}

describe('payouts account audit', () => {
  it('records the activation and the verification once each, with the actor', async () => {
    const token = await loginAs(provider, 'super@demo.test');
    const create = `/api/v1/payments/${riverside}/connect/create`;
    const setup = `/api/v1/payments/${riverside}/connect/setup`;
    expect((await call(provider, 'GET', create, { token })).status).toBe(200);
    expect((await call(provider, 'GET', create, { token })).status).toBe(200);
    expect((await call(provider, 'GET', setup, { token })).status).toBe(200);
    expect((await call(provider, 'GET', setup, { token })).status).toBe(200);
    const rows = await actions();
    expect(rows.map((r) => r.action).sort()).toEqual(['payouts.activated', 'payouts.verified']);
    expect(rows.every((r) => r.actorEmail === 'super@demo.test')).toBe(true);
    expect(
      rows
        .map((r) => auditSummary({ action: r.action, targetName: null, detail: r.detail }))
        .sort(),
    ).toEqual(['activated payments (created the payouts account)', 'verified the payouts account']);
  });
});
