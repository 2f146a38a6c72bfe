import type { CitationLocation } from '@/lib/contract';
import type { CitationPortalView, ViolationSettingsView } from '@/lib/contract/citations/bff';
import { getProvider } from '@/provider';
import type { ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

beforeAll(async () => {
  await getProvider();
}, 120_000);

const admin = () => orgClient('admin@demo.test', NORTHGATE);

describe('/api/citations/settings guards', () => {
  itAnswers401WithoutSession(['/api/citations/settings', '/api/citations/settings/portal']);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(['/api/citations/settings']);
  });
});

describe('violation settings', () => {
  it('answers locations, appeal window and the read-only ticket copy; Riverside cannot edit', async () => {
    const res = await (await admin()).get<ViolationSettingsView>('/api/citations/settings');
    expect(res.status).toBe(200);
    expect(res.body.canEdit).toBe(true);
    expect(res.body.locations.length).toBeGreaterThanOrEqual(6);
    expect(res.body.ticketHeader).toMatch(/NORTHGATE/);
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const other = await riverside.get<ViolationSettingsView>('/api/citations/settings');
    expect(other.body).toMatchObject({ canEdit: false, locations: [], ticketHeader: null });
  });

  it('adds and deletes a location; another organisation → 404; a blank name → 400', async () => {
    const client = await admin();
    const added = await client.post<CitationLocation>('/api/citations/settings/locations', {
      name: 'Library Lot',
    });
    expect(added.status).toBe(201);
    expect(
      (await client.post<ErrorBody>('/api/citations/settings/locations', { name: '' })).status,
    ).toBe(400);
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    for (const id of [added.body.uuid, UNKNOWN_UUID, 'nope']) {
      expect((await riverside.del(`/api/citations/settings/locations/${id}`)).status).toBe(404);
    }
    expect((await client.del(`/api/citations/settings/locations/${added.body.uuid}`)).status).toBe(
      200,
    );
  });

  it('adds a location with a place as typed, sets and clears it; another organisation → 404', async () => {
    const client = await admin();
    const added = await client.post<CitationLocation>('/api/citations/settings/locations', {
      name: 'Stadium Lot',
      latitude: ' 42.2659 ',
      longitude: '-83.7487',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ latitude: 42.2659, longitude: -83.7487 });
    const path = `/api/citations/settings/locations/${added.body.uuid}`;
    const half = await client.put<ErrorBody>(path, { latitude: '42', longitude: '' });
    expect(half.status).toBe(400);
    expect(half.body.error.message).toBe('Give both the latitude and the longitude, or neither.');
    const cleared = await client.put<CitationLocation>(path, { latitude: '', longitude: '' });
    expect(cleared.body).toMatchObject({ name: 'Stadium Lot', latitude: null, longitude: null });
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const other = await riverside.put(path, {
      latitude: 1,
      longitude: 1,
    });
    expect(other.status).toBe(404);
    expect((await client.del(path)).status).toBe(200);
  });

  it('saves the appeal window (empty: any time) and a valid notification e-mail only', async () => {
    const client = await admin();
    const cleared = await client.put<{ appealWindow: number | null }>(
      '/api/citations/settings/appeal-window',
      { appealWindow: null },
    );
    expect(cleared.body.appealWindow).toBeNull();
    const set = await client.put<{ appealWindow: number | null }>(
      '/api/citations/settings/appeal-window',
      {
        appealWindow: 30,
      },
    );
    expect(set.body.appealWindow).toBe(30);
    const bad = await client.put<ErrorBody>('/api/citations/settings/appeal-email', {
      email: 'x@',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address.');
  });
});

describe('violation portal settings', () => {
  it('answers private mode, header texts and their defaults, and saves them', async () => {
    const client = await admin();
    const res = await client.get<CitationPortalView>('/api/citations/settings/portal');
    expect(res.status).toBe(200);
    expect(res.body.defaults.header1).toBe(
      'You have received a parking violation notice from Northgate University Parking.',
    );
    expect(res.body.defaults.header2).toMatch(/northgate.*QR code.*No cash payments/);
    expect(res.body.portalRoot).toMatch(/northgate/);
    const saved = await client.put<CitationPortalView>('/api/citations/settings/portal', {
      isPrivate: true,
      header1: '',
      header2: 'Pay within 14 days.',
    });
    expect(saved.body).toMatchObject({
      isPrivate: true,
      header1: null,
      header2: 'Pay within 14 days.',
    });
    await client.put('/api/citations/settings/portal', {
      isPrivate: res.body.isPrivate,
      header1: res.body.header1,
      header2: res.body.header2,
    });
  });
});
