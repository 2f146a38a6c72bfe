import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openLprFixture, PNG_BYTES, type Account, type LprFixture } from '../../support/lpr';
import { pictureOf } from '../../support/images';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

async function send(account: Account, method: string, entity: string, body?: FormData) {
  return fx.provider.fetch(
    new Request(`http://provider/api/v1/portal/${entity}/brand/image`, {
      method,
      headers: { authorization: `Bearer ${await fx.token(account)}` },
      body,
    }),
  );
}

describe('getBrandImage: the logo for staff', () => {
  it('is 404 before a logo, then the stored bytes, also without a subdomain', async () => {
    expect((await send('super', 'GET', fx.riverside)).status).toBe(404);
    const form = new FormData();
    form.append(
      'image',
      new Blob([PNG_BYTES as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
      'logo',
    );
    const put = await send('super', 'PUT', fx.riverside, form);
    expect(put.status).toBe(200);
    expect(((await put.json()) as { logoUrl: string | null }).logoUrl).toBeNull();
    const got = await send('super', 'GET', fx.riverside);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(new Uint8Array(await got.arrayBuffer()))).toEqual(
      await pictureOf(PNG_BYTES),
    );
  });

  it("refuses another organisation's logo", async () => {
    expect((await send('admin', 'GET', fx.riverside)).status).toBe(403);
  });
});
