import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ListsResponse } from '@/lib/contract/lists/bff';
import type { PlateList } from '@/lib/contract/lists';
import { setLogWriter } from '@/platform/log';
import { forgetListOwners } from '@/server/bff/routes/lists/org-lists';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

/**
 * One organisation-ownership check for the list routes, and it costs a provider call only for a
 * list the BFF has not seen yet: a list never moves to another organisation.
 */

let lines: string[] = [];
const providerCalls = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((l) => l.msg === 'request' && l.tier === 'provider')
    .map((l) => `${String(l.method)} ${String(l.route)}`);

let northgate: BffClient;
let riverside: BffClient;
let list: PlateList;

beforeAll(async () => {
  northgate = await orgClient('super@demo.test', NORTHGATE);
  riverside = await orgClient('super@demo.test', RIVERSIDE);
  const created = await northgate.post<PlateList>('/api/lists', { name: 'Ownership', type: 0 });
  expect(created.status).toBe(201);
  list = created.body;
}, 120_000);

const savedLevel = process.env.LOG_LEVEL;
beforeEach(() => {
  forgetListOwners();
  lines = [];
  setLogWriter((line) => lines.push(line));
  process.env.LOG_LEVEL = 'info';
});
afterEach(() => {
  setLogWriter();
  process.env.LOG_LEVEL = savedLevel;
});

describe('list ownership', () => {
  it("a list's plates after the Lists screen: one provider call, not two", async () => {
    expect((await northgate.get<ListsResponse>('/api/lists')).status).toBe(200);
    lines = [];
    const res = await northgate.get(`/api/lists/${list.uuid}/plates`);
    expect(res.status).toBe(200);
    expect(providerCalls()).toHaveLength(1);
  });

  it('a list not seen yet is checked once, then known', async () => {
    expect((await northgate.get(`/api/lists/${list.uuid}/plates`)).status).toBe(200);
    expect(providerCalls()).toHaveLength(2); // the organisation's lists, then the plates
    lines = [];
    expect((await northgate.get(`/api/lists/${list.uuid}/plates/search?q=A`)).status).toBe(200);
    expect(providerCalls()).toHaveLength(1);
  });

  it("another organisation's list is 404, seen or not, for a member of both", async () => {
    for (const warm of [false, true]) {
      if (warm) await northgate.get('/api/lists');
      const res = await riverside.get<ErrorBody>(`/api/lists/${list.uuid}/plates`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('LIST_NOT_FOUND');
    }
  });

  it('a deleted list is forgotten', async () => {
    const created = await northgate.post<PlateList>('/api/lists', { name: 'Gone', type: 1 });
    expect((await northgate.del(`/api/lists/${created.body.uuid}`)).status).toBe(200);
    const res = await northgate.get<ErrorBody>(`/api/lists/${created.body.uuid}/plates`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('LIST_NOT_FOUND');
  });
});
