import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, onPostgres, withPeakConnections } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { insertCitation, openCitationFixture } from '../../support/citations';

/**
 * Two staff changing one citation's status at once (issue 13 "Must show"). On PostgreSQL
 * (TEST_DATABASE_URL) the requests hold several connections at once and the row lock decides
 * the order; on the embedded database they are serialised, and the same answers hold.
 */
const RACERS = [0, 1, 2, 3, 4, 5];

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

describe('citation status races', () => {
  it('staff changing one status at once: every change logged in order, the final state the last one', async () => {
    const cf = await openCitationFixture(fx.provider, fx.northgate);
    const tokens = [await fx.token('admin'), await fx.token('super')];
    const targets = ['paid off platform', 'uncollectable'] as const;
    let peakSeen = 0;
    for (let round = 0; round < 4; round++) {
      const c = await insertCitation(fx.provider, fx.northgate, cf);
      const path = `/api/v1/citations/${fx.northgate}/citation/${c.uuid}/status`;
      const { result, peak } = await withPeakConnections(fx.provider, () =>
        Promise.all(
          RACERS.map((i) =>
            call(fx.provider, 'PUT', path, {
              token: tokens[i % 2],
              body: { paymentStatus: targets[i % 2], updateMessage: `racer ${i}` },
            }),
          ),
        ),
      );
      peakSeen = Math.max(peakSeen, peak);
      // A change to the status it already has is refused (400); every other one applies.
      const applied = result.filter((r) => r.status === 200).length;
      expect(result.every((r) => r.status === 200 || r.status === 400)).toBe(true);
      expect(applied).toBeGreaterThanOrEqual(2);
      const logs = (
        await fx.get('admin', `/api/v1/citations/${fx.northgate}/citation/${c.uuid}/logs`)
      ).json as Array<{ note: string }>;
      expect(logs).toHaveLength(applied);
      // Each entry starts where the one before it ended: never a mix.
      let from = 'open';
      for (const log of logs) {
        const match = /^Status changed from (.+) to (.+)\. racer (\d)$/.exec(log.note);
        expect(match).not.toBeNull();
        expect(match![1]).toBe(from);
        expect(match![2]).not.toBe(from);
        from = match![2];
      }
      const final = (await fx.get('admin', `/api/v1/citations/${fx.northgate}/citation/${c.uuid}`))
        .json;
      expect(final.paymentStatus).toBe(from);
      expect(final.updateMessage).toBe(`racer ${/racer (\d)$/.exec(logs.at(-1)!.note)![1]}`);
    }
    expect(peakSeen).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });

  it('void and a status change at once: one applies, the other sees it (refused or logged after)', async () => {
    const cf = await openCitationFixture(fx.provider, fx.northgate);
    const c = await insertCitation(fx.provider, fx.northgate, cf);
    const base = `/api/v1/citations/${fx.northgate}/citation/${c.uuid}`;
    const token = await fx.token('admin');
    const [voided, status] = await Promise.all([
      call(fx.provider, 'PUT', `${base}/void`, {
        token,
        body: { voidDate: new Date().toISOString(), updateMessage: 'v' },
      }),
      call(fx.provider, 'PUT', `${base}/status`, {
        token,
        body: { paymentStatus: 'uncollectable', updateMessage: 's' },
      }),
    ]);
    expect(voided.status).toBe(200);
    const logs = (await fx.get('admin', `${base}/logs`)).json as Array<{ type: string }>;
    if (status.status === 200) {
      // The status change went first; the void followed it.
      expect(logs.map((l) => l.type)).toEqual(['STATUS', 'VOID']);
    } else {
      expect(status.status).toBe(400);
      expect(logs.map((l) => l.type)).toEqual(['VOID']);
    }
    expect((await fx.get('admin', base)).json.status).toBe('void');
  });
});
