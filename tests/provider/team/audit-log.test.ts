/**
 * The audit log (issue 30 item 3): staff changes record audit events with their plate and
 * before/after values (a CSV replace is one event with counts), and GET /api/v1/audit/{entity}/log
 * answers them to super administrators only, filtered by person, kind, plate and time, keyset
 * paged without repeats or skips (ties in time included), never another organisation's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { auditEvents } from '@/provider/db/schema';
import { call, type Json } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const send = async (account: Account, method: string, path: string, body?: unknown) =>
  call(fx.provider, method, path, { token: await fx.token(account), body });

type Event = { id: number; action: string; plate: string | null; detail: Record<string, Json> };

async function logOf(
  query: Record<string, string | number> = {},
  account: Account = 'super',
  entity = fx.northgate,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return send(account, 'GET', `/api/v1/audit/${entity}/log${qs ? `?${qs}` : ''}`);
}

const eventsOf = async (query: Record<string, string | number> = {}) => {
  const res = await logOf(query);
  expect(res.status).toBe(200);
  return res.json.events as unknown as Event[];
};

async function newList(name: string): Promise<string> {
  const res = await send('admin', 'POST', '/api/v2/dashboard/list', {
    type: 0,
    name,
    entityUUID: fx.northgate,
  });
  expect(res.status).toBe(200);
  return res.json.uuid as string;
}

const plate = (p: string) => ({
  plate: p,
  name: 'Casey Audit',
  email: '',
  label: '',
  label2: '',
  labelHex: '',
  make: '',
  model: '',
  color: '',
  expiresAt: null,
});

describe('audit events of list changes', () => {
  let listUuid: string;
  beforeAll(async () => {
    listUuid = await newList('Audit trail list');
  });

  it('records an added, edited and removed plate with its plate and the fields that changed', async () => {
    const added = await send('admin', 'POST', '/api/v1/plates', {
      ...plate('aud-101'),
      listId: listUuid,
    });
    expect(added.status).toBe(200);
    const edited = await send('admin', 'PUT', '/api/v1/plate/uuid', {
      ...plate('AUD101'),
      name: 'Casey Changed',
      make: 'Volvo',
      listId: listUuid,
      uuid: added.json.uuid,
    });
    expect(edited.status).toBe(200);
    expect((await send('admin', 'DELETE', `/api/v1/plate/uuid/${added.json.uuid}`)).status).toBe(
      200,
    );
    const events = await eventsOf({ plate: 'aud 101' });
    expect(events.map((e) => e.action)).toEqual([
      'list_plate.deleted',
      'list_plate.updated',
      'list_plate.added',
    ]);
    expect(events.every((e) => e.plate === 'AUD101')).toBe(true);
    expect(events[1].detail).toEqual({
      list: 'Audit trail list',
      plate: 'AUD101',
      name: { from: 'Casey Audit', to: 'Casey Changed' },
      make: { from: '', to: 'Volvo' },
    });
  });

  it('records a CSV replace as ONE event with the plates added, removed and kept', async () => {
    const first = ['AUDA1', 'AUDA2', 'AUDA3'].map(plate);
    const second = ['AUDA2', 'AUDA3', 'AUDA4', 'AUDA5'].map(plate);
    for (const plates of [first, second]) {
      const res = await send('admin', 'POST', '/api/v1/dashboard/listplates', {
        listUUID: listUuid,
        plates,
      });
      expect(res.status).toBe(200);
    }
    const [latest, earlier] = (await eventsOf({ kind: 'lists' })).filter(
      (e) => e.action === 'list_plates.replaced',
    );
    expect(latest.detail).toEqual({
      list: 'Audit trail list',
      count: 4,
      added: 2,
      removed: 1,
      kept: 2,
    });
    expect(earlier.detail).toMatchObject({ count: 3, added: 3, removed: 0, kept: 0 });
  });

  it('records a list settings change with before and after', async () => {
    const res = await send('admin', 'PUT', '/api/v1/dashboard/list', {
      uuid: listUuid,
      type: 0,
      name: 'Audit trail list renamed',
    });
    expect(res.status).toBe(200);
    const [updated] = (await eventsOf({ kind: 'lists' })).filter(
      (e) => e.action === 'list.updated',
    );
    expect(updated.detail).toEqual({
      list: 'Audit trail list',
      name: { from: 'Audit trail list', to: 'Audit trail list renamed' },
    });
  });
});

describe('GET /api/v1/audit/{entity}/log', () => {
  it('answers super administrators only', async () => {
    expect((await logOf({}, 'super')).status).toBe(200);
    for (const account of ['admin', 'patrol'] as const) {
      const res = await logOf({}, account);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.json)).toContain('super administrators');
    }
    // Another organisation's administrator learns nothing about Northgate.
    expect([403, 404]).toContain((await logOf({}, 'meters')).status);
  });

  it("never answers another organisation's events, even about the same plate", async () => {
    await fx.provider.db.insert(auditEvents).values([
      {
        entityUuid: fx.riverside,
        actorName: 'River Side',
        actorEmail: 'river@demo.test',
        action: 'list_plate.added',
        plate: 'XORG1',
      },
      {
        entityUuid: fx.northgate,
        actorName: 'North Gate',
        actorEmail: 'north@demo.test',
        action: 'list_plate.added',
        plate: 'XORG1',
      },
    ]);
    expect((await eventsOf({ plate: 'XORG1' })).map((e) => e.plate)).toEqual(['XORG1']);
    const riverside = await logOf({ plate: 'XORG1' }, 'super', fx.riverside);
    expect((riverside.json.events as unknown as Event[]).length).toBe(1);
    const people = await send('super', 'GET', `/api/v1/audit/${fx.northgate}/people`);
    const emails = (people.json.people as { email: string }[]).map((p) => p.email);
    expect(emails).toContain('north@demo.test');
    expect(emails).not.toContain('river@demo.test');
  });

  it('filters by person, kind and time', async () => {
    const t = (iso: string) => new Date(iso);
    await fx.provider.db.insert(auditEvents).values([
      {
        entityUuid: fx.northgate,
        actorName: 'Fil Ter',
        actorEmail: 'Filter@Demo.test',
        action: 'member.activated',
        createdAt: t('2020-03-01T10:00:00Z'),
      },
      {
        entityUuid: fx.northgate,
        actorName: 'Fil Ter',
        actorEmail: 'filter@demo.test',
        action: 'meter_rate.deleted',
        createdAt: t('2020-03-02T10:00:00Z'),
      },
      {
        entityUuid: fx.northgate,
        actorName: 'Fil Ter',
        actorEmail: 'filter@demo.test',
        action: 'widget.spun',
        createdAt: t('2020-03-03T10:00:00Z'),
      },
    ]);
    const actions = async (q: Record<string, string>) =>
      (await eventsOf({ actor: 'FILTER@demo.test', ...q })).map((e) => e.action);
    expect(await actions({})).toEqual(['widget.spun', 'meter_rate.deleted', 'member.activated']);
    expect(await actions({ kind: 'team' })).toEqual(['member.activated']);
    expect(await actions({ kind: 'meters' })).toEqual(['meter_rate.deleted']);
    expect(await actions({ kind: 'other' })).toEqual(['widget.spun']);
    expect(await actions({ from: '2020-03-02T00:00:00Z', to: '2020-03-03T00:00:00Z' })).toEqual([
      'meter_rate.deleted',
    ]);
  });

  it('refuses a bad cursor, kind or date with 400, never 5xx', async () => {
    for (const q of [{ cursor: 'nope' }, { kind: 'everything' }, { from: 'yesterday' }] as Record<
      string,
      string
    >[]) {
      expect((await logOf(q)).status).toBe(400);
    }
  });

  it('pages newest first without repeats or skips, events of the same instant included', async () => {
    const at = new Date('2019-06-01T12:00:00.123456Z');
    const rows = Array.from({ length: 45 }, (_, i) => ({
      entityUuid: fx.northgate,
      actorName: 'Page R',
      actorEmail: 'pager@demo.test',
      action: 'list.created',
      // Five events per instant (ties), nine instants a microsecond apart.
      createdAt: at,
      detail: { i },
    }));
    await fx.provider.db.insert(auditEvents).values(rows);
    await fx.provider.db.execute(
      sql`update audit_events set created_at = created_at + ((id % 9) * interval '1 microsecond')
          where actor_email = 'pager@demo.test'`,
    );
    const expected = await fx.rows<{ id: number }>(
      sql`select id::int as id from audit_events where actor_email = 'pager@demo.test'
          order by created_at desc, id desc`,
    );
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await logOf({
        actor: 'pager@demo.test',
        limit: 7,
        ...(cursor ? { cursor } : {}),
      });
      expect(res.status).toBe(200);
      seen.push(...(res.json.events as unknown as Event[]).map((e) => e.id));
      cursor = res.json.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(expected.map((r) => Number(r.id)));
    expect(new Set(seen).size).toBe(45);
  });
});
