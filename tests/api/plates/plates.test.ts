import { beforeAll, describe, expect, it } from '@jest/globals';
import { plateNow, plateTimeline, type PlateTimeline } from '@/lib/contract';
import { PLATE_360_DEMO } from '@/provider/seed/plates';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
} from '../../support/lpr-api';

const paths = [
  `/api/plates/${PLATE_360_DEMO}`,
  `/api/plates/${PLATE_360_DEMO}/timeline`,
  `/api/plates/${PLATE_360_DEMO}/pdf`,
];

describe('/api/plates guards', () => {
  itAnswers401WithoutSession(paths);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(paths);
  });

  it('is refused to a parking-only account, in words', async () => {
    const meters = await orgClient('meters@demo.test', 'Eastside Meters');
    for (const path of paths) {
      const res = await meters.get<ErrorBody>(path);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('AREA_NOT_AVAILABLE');
    }
  });
});

describe('Plate 360 through the BFF (Northgate)', () => {
  let admin: BffClient;
  beforeAll(async () => {
    admin = await orgClient('admin@demo.test', NORTHGATE);
  });

  it('answers what holds now for a plate typed loosely', async () => {
    const res = await admin.get(`/api/plates/${encodeURIComponent('vrt 3600')}`);
    expect(res.status).toBe(200);
    const now = plateNow.parse(res.body);
    expect(now.plate).toBe(PLATE_360_DEMO);
    expect(now.permits.length).toBeGreaterThan(0);
    expect(now.sessions.length).toBeGreaterThan(0);
    expect(now.citations.length).toBeGreaterThan(0);
    expect(now.lists.length).toBeGreaterThan(0);
    expect(now.appeals.length).toBeGreaterThan(0);
  });

  it('pages the timeline with the cursor it answers', async () => {
    const first = await admin.get<PlateTimeline>(`/api/plates/${PLATE_360_DEMO}/timeline?limit=3`);
    expect(first.status).toBe(200);
    const one = plateTimeline.parse(first.body);
    expect(one.events).toHaveLength(3);
    expect(one.next).not.toBeNull();
    const second = await admin.get<PlateTimeline>(
      `/api/plates/${PLATE_360_DEMO}/timeline?limit=3&before=${encodeURIComponent(one.next!)}`,
    );
    const two = plateTimeline.parse(second.body);
    const all = await admin.get<PlateTimeline>(`/api/plates/${PLATE_360_DEMO}/timeline?limit=6`);
    expect([...one.events, ...two.events].map((e) => e.id)).toEqual(
      plateTimeline.parse(all.body).events.map((e) => e.id),
    );
  });

  it('refuses bad input in words, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['/api/plates/%20-%20', 'Please enter a plate.'],
      [`/api/plates/${'A'.repeat(17)}`, 'Plates are at most 16 characters.'],
      [`/api/plates/${PLATE_360_DEMO}/timeline?before=nope`, 'no longer available'],
      [`/api/plates/${PLATE_360_DEMO}/timeline?limit=500`, ''],
    ];
    for (const [path, text] of cases) {
      const res = await admin.get<ErrorBody>(path);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(text);
    }
  });

  it('streams the page as a PDF named after the plate', async () => {
    const res = await admin.get<string>(`/api/plates/vrt-3600/pdf?tz=America/Detroit`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="plate-360-${PLATE_360_DEMO}.pdf"`,
    );
    expect(res.body.startsWith('%PDF-')).toBe(true);
  });
});

describe('Plate 360 across organisations', () => {
  it("shows the super administrator nothing of Northgate's plate in Riverside", async () => {
    const sup = await orgClient('super@demo.test', RIVERSIDE);
    const now = plateNow.parse((await sup.get(`/api/plates/${PLATE_360_DEMO}`)).body);
    expect(now.permits).toEqual([]);
    expect(now.citations).toEqual([]);
    expect(now.sessions).toEqual([]);
    expect(now.lastScan).toBeNull();
    const timeline = await sup.get(`/api/plates/${PLATE_360_DEMO}/timeline`);
    expect(plateTimeline.parse(timeline.body).events).toEqual([]);
  });
});
