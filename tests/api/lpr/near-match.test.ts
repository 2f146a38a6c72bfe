import type { Scan } from '@/lib/contract';
import type { PlateList } from '@/lib/contract/lists';
import { nearMatchText } from '@/lib/rules/lpr/lookalike';
import { northgateFleet } from '@/provider/seed/world/northgate-fleet';
import { lookalikeVariant } from '@/provider/seed/lpr/lookalike-scan';
import type { BffClient } from '../../support/bff-client';
import { NORTHGATE, orgClient, RIVERSIDE, scanListReader } from '../../support/lpr-api';

/**
 * Issue 29 item 3 through the BFF: the demo's near-match alert (a stolen car read with one
 * look-alike character wrong) answers its near match on /api/alerts and its detail, only in its
 * organisation; lists are created and edited with "Also match look-alike characters".
 */
const listAlerts = scanListReader('/api/alerts');

const stolen = northgateFleet().stolen;
const nearPlate = stolen.map((c) => lookalikeVariant(c.plate)).find((p) => p !== null)!;

describe('near-match alerts (BFF)', () => {
  let client: BffClient;
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
  });

  it('the seeded near match is on the first page of alerts and its detail says why', async () => {
    const { plates } = await listAlerts(client);
    const near = plates.find((p) => p.plate === nearPlate);
    expect(near?.alertDetail?.nearMatch).toEqual({
      plate: expect.any(String),
      why: expect.stringMatching(/^. read as .$/),
    });
    const detail = await client.get<Scan>(`/api/alerts/${near!.uuid}`);
    expect(detail.status).toBe(200);
    const text = nearMatchText(detail.body.alertDetail!.nearMatch!, detail.body.listName);
    expect(text).toMatch(/^Matched [A-Z0-9]+ on Stolen Vehicles \(Campus PD\): . read as .$/);
    expect(stolen.map((c) => c.plate)).toContain(detail.body.alertDetail!.nearMatch!.plate);
  });

  it('another organisation never sees it', async () => {
    const { plates } = await listAlerts(client);
    const near = plates.find((p) => p.plate === nearPlate)!;
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    expect((await riverside.get(`/api/alerts/${near.uuid}`)).status).toBe(404);
    expect((await riverside.get(`/api/scans/${near.uuid}`)).status).toBe(404);
  });

  it('creates and edits a list with the look-alike setting', async () => {
    const created = await client.post<PlateList>('/api/lists', {
      name: 'Look-alike BFF test',
      type: 1,
      matchLookalikes: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.matchLookalikes).toBe(true);
    const off = await client.put<PlateList>(`/api/lists/${created.body.uuid}`, {
      name: 'Look-alike BFF test',
      matchLookalikes: false,
    });
    expect(off.body.matchLookalikes).toBe(false);
    const renamed = await client.put<PlateList>(`/api/lists/${created.body.uuid}`, {
      name: 'Renamed',
    });
    expect(renamed.body).toMatchObject({ name: 'Renamed', matchLookalikes: false });
    const bad = await client.put(`/api/lists/${created.body.uuid}`, {
      name: 'Renamed',
      matchLookalikes: 'yes',
    });
    expect(bad.status).toBe(400);
  });
});
