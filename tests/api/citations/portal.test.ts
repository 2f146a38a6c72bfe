import { getProvider } from '@/provider';
import { citationImages, organisations } from '@/provider/db/schema';
import { eq } from 'drizzle-orm';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { citationFixture, type CitationFixture } from '../../support/citation-appeals';
import { NORTHGATE, RIVERSIDE, UNKNOWN_UUID } from '../../support/lpr-api';

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
