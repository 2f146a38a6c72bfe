import { handleBffRequest } from '@/server/bff/app';
import { getProvider } from '@/provider';
import { rateLimits } from '@/provider/db/schema';
import { APP_ORIGIN, type BffClient } from '../../support/bff-client';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * Issue 10 item 3 at the BFF: every route has a body limit (1 MB; the CSV upload keeps its own
 * 10 MB), checked on Content-Length before reading and counted on a body without one, answering
 * 413 with a readable text; the sign-in call included.
 */
// The provider counts sign-ins (provider/services/access/rate-limit.ts): each test starts afresh.
beforeEach(async () => {
  await (await getProvider()).db.delete(rateLimits);
}, 120_000);

const MB = 1024 * 1024;
const TOO_LARGE = 'The request is too large: it may be at most 1 MB.';

/** A body that arrives in 64 kB pieces without Content-Length; counts what was pulled. */
function chunked(total: number) {
  const piece = new Uint8Array(64 * 1024).fill(0x20);
  const stats = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= total) return controller.close();
      stats.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { body, stats };
}

async function post(
  path: string,
  body: ReadableStream<Uint8Array> | string,
  headers: Record<string, string> = {},
  client?: BffClient,
) {
  const h = new Headers({ origin: APP_ORIGIN, 'content-type': 'application/json', ...headers });
  if (client) {
    h.set(
      'cookie',
      [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
    );
  }
  const res = await handleBffRequest(
    new Request(APP_ORIGIN + path, {
      method: 'POST',
      headers: h,
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return {
    status: res.status,
    body: (await res.json()) as { error: { code: string; message: string } },
  };
}

describe('BFF body limit', () => {
  it('answers 413 to a 100 MB sign-in by its Content-Length without reading it', async () => {
    const { body, stats } = chunked(100 * MB);
    const res = await post('/api/session', body, { 'content-length': String(100 * MB) });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
    expect(stats.pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('counts a sign-in body without Content-Length and stops just past 1 MB', async () => {
    const { body, stats } = chunked(100 * MB);
    const res = await post('/api/session', body);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(TOO_LARGE);
    expect(stats.pulled).toBeLessThan(MB + 4 * 64 * 1024);
  });

  it('covers the Auth.js path and every other route too', async () => {
    const auth = await post('/api/auth/callback/credentials', chunked(5 * MB).body, {
      'content-length': String(5 * MB),
    });
    expect(auth.status).toBe(413);
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const list = await post('/api/lists', chunked(2 * MB).body, {}, client);
    expect(list.status).toBe(413);
    expect(list.body.error.message).toBe(TOO_LARGE);
  }, 90_000);

  it('still signs in with an ordinary body', async () => {
    const res = await post(
      '/api/session',
      JSON.stringify({ email: 'admin@demo.test', password: 'Parking@2026' }),
    );
    expect(res.status).toBe(200);
  });

  it('lets the CSV upload keep its own 10 MB cap (a 2 MB file is not cut off)', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const created = await client.post<{ uuid: string }>('/api/lists', { name: 'Big CSV', type: 0 });
    const rows = ['plate,name'];
    for (let i = 0; rows.length < 30_000; i += 1) rows.push(`B${i},${'Owner '.repeat(10)}${i}`);
    const csv = rows.join('\n');
    expect(csv.length).toBeGreaterThan(2 * MB);
    const form = new FormData();
    form.append('file', new File([csv], 'plates.csv', { type: 'text/csv' }));
    const encoded = new Response(form);
    const res = await post(
      `/api/lists/${created.body.uuid}/upload`,
      encoded.body!,
      { 'content-type': encoded.headers.get('content-type')! },
      client,
    );
    expect(res.status).toBe(200);
    const tooBig = await post(
      `/api/lists/${created.body.uuid}/upload`,
      chunked(12 * MB).body,
      {
        'content-type': 'multipart/form-data; boundary=x',
      },
      client,
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('The file is too large: CSV uploads are at most 10 MB.');
  }, 60_000);
});
