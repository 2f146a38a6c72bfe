import { getProvider } from '@/provider';
import { citationImages, organisations } from '@/provider/db/schema';
import { eq } from 'drizzle-orm';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { citationFixture, type CitationFixture } from '../../support/citation-appeals';
import { NORTHGATE, RIVERSIDE, UNKNOWN_UUID } from '../../support/lpr-api';
import { sealNoticeKey } from '@/server/portal/violations/notice-token';
import { noticeImagePath } from '@/server/portal/violations/violation-data';

/** The BFF's /api/citation-portal: the violation portal's photos (public, no session). */
let north: CitationFixture;
let river: CitationFixture;

beforeAll(async () => {
  const provider = await getProvider();
  const orgs = await provider.db.select().from(organisations);
  const uuidOf = (name: string) => orgs.find((o) => o.name === name)!.uuid;
  north = await citationFixture(provider, uuidOf(NORTHGATE), 'V');
  river = await citationFixture(provider, uuidOf(RIVERSIDE), 'W');
}, 120_000);

async function photoOf(uuid: string) {
  const [row] = await (
    await getProvider()
  ).db
    .select()
    .from(citationImages)
    .where(eq(citationImages.citationUuid, uuid));
  return row.fileUuid;
}

describe('/api/citation-portal photos', () => {
  it("serves a notice's photo without a session", async () => {
    const notice = await north.notice({ withPhoto: true });
    const file = await photoOf(notice.uuid);
    const res = await new BffClient().send(
      'GET',
      `/api/citation-portal/northgate/citations/${notice.uuid}/images/${file}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers 404 for another portal's notice or an unknown photo, 400 for a bad id", async () => {
    const foreign = await river.notice({ withPhoto: true });
    const file = await photoOf(foreign.uuid);
    const client = new BffClient();
    const other = await client.get<ErrorBody>(
      `/api/citation-portal/northgate/citations/${foreign.uuid}/images/${file}`,
    );
    expect(other.status).toBe(404);
    const notice = await north.notice();
    const unknown = await client.get<ErrorBody>(
      `/api/citation-portal/northgate/citations/${notice.uuid}/images/${UNKNOWN_UUID}`,
    );
    expect(unknown.status).toBe(404);
    const bad = await client.get<ErrorBody>(
      `/api/citation-portal/northgate/citations/${notice.uuid}/images/nope`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('/api/citation-portal photos of a private portal (issue 25 item 11)', () => {
  it("opens a photo only with the notice page's sealed key (the plate it confirmed)", async () => {
    const notice = await north.notice({ withPhoto: true });
    const other = await north.notice({ withPhoto: true });
    const file = await photoOf(notice.uuid);
    const key = (uuid: string, plate: string, subdomain = 'northgate') =>
      sealNoticeKey({ subdomain, uuid, plate });
    const tampered = (sealed: string) => {
      const at = sealed.lastIndexOf('*') + 5; // inside the seal's MAC
      return `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    };
    const client = new BffClient();
    await north.settings({ isPortalPrivate: true });
    try {
      const bare = await client.get<ErrorBody>(noticeImagePath('northgate', notice.uuid, file));
      expect(bare.status).toBe(404);
      // What the notice page links: the photo with the page's own key.
      const path = noticeImagePath(
        'northgate',
        notice.uuid,
        file,
        await key(notice.uuid, notice.plate),
      );
      expect(path).toMatch(/\?k=/);
      const keyed = await client.send('GET', path);
      expect(keyed.status).toBe(200);
      expect(keyed.headers.get('content-type')).toBe('image/png');
      // A key of another notice, of another portal, with a wrong plate or tampered: nothing.
      for (const wrong of [
        await key(other.uuid, other.plate),
        await key(notice.uuid, notice.plate, 'riverside'),
        await key(notice.uuid, 'WRONG1'),
        tampered(await key(notice.uuid, notice.plate)),
      ]) {
        const res = await client.get<ErrorBody>(
          noticeImagePath('northgate', notice.uuid, file, wrong),
        );
        expect(res.status).toBe(404);
      }
    } finally {
      await north.settings({ isPortalPrivate: false });
    }
  });
});
