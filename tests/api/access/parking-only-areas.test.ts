/**
 * Parking-only accounts (issue 25 item 3; spec 1 §6: they see only Parking Meters and Permits):
 * every BFF route registered under an area whose tab the account does not see answers 403 with a
 * readable text, whatever its method; the routes of the tabs it sees still work, and other
 * accounts are not affected. The routes come from the BFF itself (createBff().routes) and the
 * areas from their one table (BFF_AREAS in lib/rules/shell/bff-areas.ts).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';
import { seesTab } from '@/lib/rules/shell/navigation';
import { proxy } from '@/proxy';
import { createBff } from '@/server/bff/app';
import { HIDDEN_AREA_MESSAGE } from '@/server/bff/area-guard';
import { BFF_AREAS, bffAreaOf } from '@/lib/rules/shell/bff-areas';
import { buildBffOpenApi } from '@/server/bff/openapi';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient, UNKNOWN_UUID } from '../../support/lpr-api';

const routes = createBff()
  .routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
  .map((r) => ({ method: r.method, path: r.path }))
  .filter((r, i, all) => all.findIndex((x) => x.method === r.method && x.path === r.path) === i);

const areaOfPath = bffAreaOf;
const parkingOnly = { isParkingOnly: true };
const hidden = routes.filter((r) => {
  const area = areaOfPath(r.path);
  return area !== undefined && !seesTab(parkingOnly, area.tab);
});
const shown = routes.filter((r) => !hidden.includes(r));

/** A request of the route with every path parameter filled with an id that names nothing. */
const urlOf = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, UNKNOWN_UUID);

let meters: BffClient;
beforeAll(async () => {
  meters = await orgClient('meters@demo.test', 'Eastside Meters');
}, 120_000);

describe('the BFF routes of tabs a parking-only account does not see', () => {
  it('include the screens named in the issue', () => {
    const paths = hidden.map((r) => `${r.method} ${r.path}`);
    for (const path of [
      'GET /api/citations/issued',
      'GET /api/scans',
      'GET /api/lists',
      'GET /api/team/members',
    ])
      expect(paths).toContain(path);
    expect(hidden.length).toBeGreaterThan(50);
  });

  it.each(hidden.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 403 with a readable text',
    async (_name, route) => {
      const res = await meters.request<ErrorBody>(route.method, urlOf(route.path), undefined);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'AREA_NOT_AVAILABLE', message: HIDDEN_AREA_MESSAGE });
    },
  );

  it('leaves every other route to its own checks', async () => {
    for (const route of shown) {
      if (route.method !== 'GET') continue;
      const res = await meters.request<ErrorBody>('GET', urlOf(route.path));
      expect([route.path, res.status === 403 && res.body?.error?.code]).toEqual([
        route.path,
        false,
      ]);
    }
    expect((await meters.get(`/api/team/accept/${UNKNOWN_UUID}`)).status).toBe(404);
    expect((await meters.get('/api/meters')).status).toBe(200);
    expect((await meters.get('/api/permits/products')).status).toBe(200);
  });

  it('still serves them to an administrator who sees every tab', async () => {
    const admin = await orgClient('admin@demo.test', NORTHGATE);
    expect((await admin.get('/api/scans')).status).toBe(200);
    expect((await admin.get('/api/team/members')).status).toBe(200);
  });
});

describe('the table of BFF areas', () => {
  it('names only prefixes that serve routes', () => {
    const empty = BFF_AREAS.filter((area) => !routes.some((r) => bffAreaOf(r.path) === area));
    expect(empty).toEqual([]);
  });

  it('is in the OpenAPI document: every hidden route documents its 403', () => {
    const doc = buildBffOpenApi() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const undocumented = hidden.filter((r) => {
      const op = doc.paths[r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')]?.[r.method.toLowerCase()];
      return !op?.responses['403']?.description.includes('AREA_NOT_AVAILABLE');
    });
    expect(undocumented.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});

describe('pages of tabs a parking-only account does not see', () => {
  const page = (path: string) =>
    proxy(
      new NextRequest(`http://localhost:3000${path}`, {
        headers: {
          cookie: [...meters.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
        },
      }),
    );

  it.each(['/scans', '/overview', '/lists', '/citations/issued', '/reports', '/team-management'])(
    '%s redirects to /meter/types',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get('location')!).pathname).toBe('/meter/types');
    },
  );

  it.each(['/meter/types', '/permits/types', '/orgs'])('%s is served', async (path) => {
    expect((await page(path)).headers.get('location')).toBeNull();
  });
});
