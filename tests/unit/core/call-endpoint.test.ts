import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { endpointUrl } from '@/lib/contract';
import { allEndpoints } from '@/server/bff/endpoints';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { reportLogPageQuery } from '@/lib/rules/reports/report-log';
import { listViewApiQuery, type ListView } from '@/lib/rules/lpr/list-view';

/** The key of a report log page, as the screen's hook and its page build it. */
const reportLogKey = (page: number) =>
  endpointUrl(reportsBffRoutes.reportLog, {}, reportLogPageQuery(page));

/** The key of a /scans view, as the screen's hook and its page build it. */
const scansKey = (view: ListView) =>
  endpointUrl(lprBffRoutes.listScans, {}, listViewApiQuery(view, 'member'));

describe('endpointUrl', () => {
  it('fills path parameters encoded and appends the query in order, leaving empty values out', () => {
    expect(
      endpointUrl(listsBffRoutes.editPlate, { uuid: 'a/b', plateUuid: 'c d' }, { x: undefined }),
    ).toBe('/api/lists/a%2Fb/plates/c%20d');
    expect(endpointUrl(lprBffRoutes.listScans, {}, { page: 2, member: '', q: null })).toBe(
      '/api/scans?page=2',
    );
    expect(scansKey({ page: 3, filter: 'm1', q: '' })).toBe('/api/scans?page=3&member=m1');
    expect(scansKey({ page: 3, filter: 'm1', q: 'AB 1' })).toBe('/api/scans?q=AB%201');
    expect(endpointUrl(listsBffRoutes.integration, { uuid: 'u' }, { plate: null })).toBe(
      '/api/lists/u/integration',
    );
    expect(reportLogKey(1)).toBe('/api/reports/log');
    expect(reportLogKey(4)).toBe('/api/reports/log?page=4');
  });

  it('refuses a missing path parameter instead of building a wrong URL', () => {
    expect(() => endpointUrl(teamBffRoutes.editMember, {})).toThrow(/missing path parameter uuid/);
  });
});

describe('callEndpoint', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("sends the route's method to the URL built from its path, with the JSON body", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ minutes: 90 }), { status: 200 }));
    const saved = await callEndpoint(listsBffRoutes.saveTimeLimit, {
      params: { uuid: 'r1' },
      body: { hours: 1, minutes: 30 },
    });
    expect(saved.minutes).toBe(90);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/timelimit/r1');
    expect(init).toMatchObject({ method: 'POST', body: '{"hours":1,"minutes":30}' });
  });
});

describe('route tables', () => {
  const contract = path.resolve(__dirname, '../../../lib/contract');
  const files = [
    path.join(contract, 'define-endpoint.ts'),
    ...readdirSync(contract, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(contract, d.name, 'bff-routes.ts')),
  ].filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });

  it('import nothing at run time but define-endpoint (no zod on the first load)', () => {
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) {
      const valueImports = [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*;/gm)]
        .map((m) => m[0])
        .filter((line) => !/from '\.\.\/define-endpoint'/.test(line));
      expect({ file: path.basename(path.dirname(file)), valueImports }).toEqual({
        file: path.basename(path.dirname(file)),
        valueImports: [],
      });
    }
  });

  it('every endpoint definition is a route of a table (the browser can call it)', () => {
    expect(allEndpoints.length).toBeGreaterThan(80);
    for (const endpoint of allEndpoints) expect(endpoint.path).toMatch(/^\/api\//);
  });
});
