import { eq } from 'drizzle-orm';
import type { IssuedListResponse } from '@/lib/contract/permits/bff';
import type { IssuedPermit } from '@/lib/contract/permits';
import { getProvider } from '@/provider';
import { organisations, permitsIssued } from '@/provider/db/schema';
import { storeFile } from '@/provider/services/files';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let client: BffClient;
let permit: IssuedPermit;
let file: string;
let stranger: string;
beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  const provider = await getProvider();
  const [org] = await provider.db
    .select({ uuid: organisations.uuid })
    .from(organisations)
    .where(eq(organisations.name, NORTHGATE));
  const list = await client.get<IssuedListResponse>('/api/permits/issued');
  permit = list.body.permits[0];
  const stored = await storeFile(provider.db, provider.storage, {
    entityUuid: org.uuid,
    bytes: PNG,
    contentType: 'image/png',
  });
  const other = await storeFile(provider.db, provider.storage, {
    entityUuid: org.uuid,
    bytes: PNG,
    contentType: 'image/png',
  });
  file = stored.uuid;
  stranger = other.uuid;
  await provider.db
    .update(permitsIssued)
    .set({ regImgFileUuids: [file] })
    .where(eq(permitsIssued.uuid, permit.uuid));
}, 120_000);

const imagePath = (f: string) => `/api/permits/issued/${permit.uuid}/images/${f}`;

describe('registration images', () => {
  it("the detail points at the BFF's image route, which streams the permit's image", async () => {
    const detail = await client.get<IssuedPermit>(`/api/permits/issued/${permit.uuid}`);
    expect(detail.body.regImgUrls).toEqual([imagePath(file)]);
    const res = await client.send('GET', imagePath(file));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it("answers 404 for a file not the permit's and for another organisation, 401 without a session, 400 for junk", async () => {
    const notItsOwn = await client.get<ErrorBody>(imagePath(stranger));
    expect(notItsOwn.status).toBe(404);
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    expect((await riverside.get(imagePath(file))).status).toBe(404);
    expect((await new BffClient().get(imagePath(file))).status).toBe(401);
    const junk = await client.get<ErrorBody>(imagePath('not-a-uuid'));
    expect(junk.status).toBe(400);
    expect(junk.body.error.message).toBe('No such image.');
  });
});
