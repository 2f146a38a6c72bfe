import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { handleBffRequest } from '@/server/bff/app';
import { CLIENT_ADDRESS_HEADER, clientIp, stampClientAddresses } from '@/server/bff/client-ip';
import { fastApi, servedFast } from '@/server/http/fast-api';
import { apiHeaders } from '@/lib/http/response-headers.mjs';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * Issue 26 item 8: the shipped server hands /api to the BFF outside Next's request pipeline
 * (server/http/fast-api.ts). Its answers must be Next's: the headers next.config gives /api,
 * cache-control, gzip as Next compresses, the client address stamp, body limits, streamed
 * answers, and a client that goes away. A request the fast path declines reaches "Next" (here a
 * stand-in answering 599).
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Every server a test started (a test may start more than one): all closed after it. */
const servers: Server[] = [];

/** A Node server with the fast path over `handler` in front of a stand-in for Next. */
async function serve(handler: (req: Request) => Promise<Response>): Promise<string> {
  const fast = fastApi(handler, { production: true, compress: true });
  const server = createServer((req, res) => {
    if (fast(req, res)) return;
    res.statusCode = 599;
    res.end('next');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  const running = servers.splice(0);
  await Promise.all(
    running.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('which requests the fast path serves', () => {
  it.each([
    ['GET', '/api/scans', true],
    ['GET', '/api/permits/issued?page=0', true],
    ['POST', '/api/session', true],
    ['PATCH', '/api/lists/x', true],
    ['DELETE', '/api/lists/x', true],
    ['GET', '/api/v1', true], // the BFF's catch-all route, not the provider's
    ['GET', '/api/v1/scans', false], // the provider's calls for the patrol app (app/api/v1)
    ['GET', '/api/%76%31/scans', false],
    ['HEAD', '/api/scans', false], // Next derives HEAD and OPTIONS from the route's exports
    ['OPTIONS', '/api/scans', false],
    ['GET', '/api/scans/', false], // Next redirects a trailing slash
    ['GET', '/api/', false],
    ['GET', '/api', false],
    ['GET', '/apix/scans', false],
    ['GET', '/scans', false],
    ['GET', '/api/%E0%A4%A', false], // malformed: Next answers it
  ])('%s %s → %s', (method, url, served) => {
    expect(servedFast(method, url)).toBe(served);
  });
});

describe('the fast path answers as Next does', () => {
  it('gives /api answers the headers next.config gives them, and no-store', async () => {
    const origin = await serve(handleBffRequest);
    const res = await send(`${origin}/api/health/live`);
    expect(res.status).toBe(200);
    for (const { key, value } of apiHeaders(true))
      expect(res.headers[key.toLowerCase()]).toBe(value);
    expect(res.headers['cache-control']).toBe('no-store');
    // Next's own request-routing headers are not there: this answer did not go through Next.
    expect(String(res.headers.vary ?? '')).not.toMatch(/rsc/);
  });

  it('lets a header the handler sets win over the configured one', async () => {
    const origin = await serve(
      async () =>
        new Response('<svg/>', {
          headers: { 'content-type': 'image/svg+xml', 'content-security-policy': 'sandbox' },
        }),
    );
    const res = await send(`${origin}/api/scans/x/image`);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('gzips a large answer for a client that accepts it, and nothing else', async () => {
    const origin = await serve(handleBffRequest);
    const plain = await send(`${origin}/api/bff-openapi.json`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzipped = await send(`${origin}/api/bff-openapi.json`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    // Below the compression module's 1 kB threshold: sent as it is.
    const small = await send(`${origin}/api/health/live`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('hands the handler the client address stamped from the socket, not a forged one', async () => {
    stampClientAddresses();
    // Also on a request derived from it, as the BFF's body limit derives one.
    const origin = await serve(
      async (req) => new Response(`${clientIp(req)} ${clientIp(new Request(req))}`),
    );
    const res = await send(`${origin}/api/whoami`, {
      headers: { [CLIENT_ADDRESS_HEADER]: 'forged 203.0.113.9', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.body.toString()).toBe('127.0.0.1 127.0.0.1');
  });

  it('keeps the BFF body limit: a 5 MB sign-in is refused by its length, unread', async () => {
    const origin = await serve(handleBffRequest);
    const res = await send(`${origin}/api/session`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: Buffer.alloc(5 * 1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).error.code).toBe('PAYLOAD_TOO_LARGE');
    // The connection was not left with an unread body: a new request is answered.
    expect((await send(`${origin}/api/health/live`)).status).toBe(200);
  });

  it('hands the BFF a standard Request, which it derives new ones from (a counted body)', async () => {
    const origin = await serve(handleBffRequest);
    const res = await send(`${origin}/api/session`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expect(res.status).toBe(400); // the sign-in's own validation, after reading the body
    const derived = await serve(async (req) => {
      const copy = new Request(req, { headers: { 'x-copy': '1' } });
      return new Response(`${copy.method} ${await copy.text()}`);
    });
    const echoed = await send(`${derived}/api/echo`, { method: 'PUT', body: Buffer.from('plate') });
    expect(echoed.body.toString()).toBe('PUT plate');
  });

  it('streams an answer as it is produced (a report), not once it is complete', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const origin = await serve(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(new TextEncoder().encode('plate,time\n'));
              await held;
              controller.enqueue(new TextEncoder().encode('ABC123,now\n'));
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/csv' } },
        ),
    );
    const first = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${origin}/api/reports/scans.csv`, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          release();
          res.resume();
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(first).toBe('plate,time\n');
  });

  it("sends the live alerts' event stream at once and uncompressed to a client that accepts gzip", async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const origin = await serve(handleBffRequest);
    const answer = await new Promise<{ headers: Answer['headers']; first: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          `${origin}/api/alerts/stream`,
          { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              resolve({ headers: res.headers, first: chunk.toString() });
              req.destroy();
            });
          },
        );
        req.on('error', () => {});
        req.end();
        setTimeout(() => reject(new Error('no event arrived')), 5000).unref();
      },
    );
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache, no-store, no-transform');
    expect(answer.headers['x-accel-buffering']).toBe('no');
    expect(answer.first).toMatch(/^retry: \d+\n/);
  });

  it('stops producing an answer when its client goes away', async () => {
    let cancelled: () => void = () => {};
    const cancel = new Promise<void>((resolve) => (cancelled = resolve));
    let stopped = false;
    const origin = await serve(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull: (controller) =>
              new Promise<void>((resolve) =>
                setTimeout(() => {
                  if (!stopped) controller.enqueue(new Uint8Array(16 * 1024).fill(0x41));
                  resolve();
                }, 5),
              ),
            cancel: () => {
              stopped = true;
              cancelled();
            },
          }),
          { headers: { 'content-type': 'application/pdf' } },
        ),
    );
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${origin}/api/reports/scans.pdf`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.end();
      setTimeout(() => reject(new Error('no answer')), 5000).unref();
    });
    await cancel; // the test times out if the stream is never cancelled
    expect(stopped).toBe(true);
  });

  it('survives a client that aborts its upload half-way, and goes on answering', async () => {
    let failed: (error: unknown) => void = () => {};
    const readFailed = new Promise((resolve) => (failed = resolve));
    const origin = await serve(async (req) => {
      try {
        await req.arrayBuffer();
        return new Response('read');
      } catch (error) {
        failed(error);
        throw error;
      }
    });
    const req = httpRequest(`${origin}/api/lists/x/upload`, {
      method: 'POST',
      headers: { 'content-length': String(1024 * 1024) },
    });
    req.on('error', () => {});
    req.write(Buffer.alloc(64 * 1024));
    setTimeout(() => req.destroy(), 50);
    await expect(readFailed).resolves.toBeDefined();
    expect((await send(`${origin}/api/health`)).status).not.toBe(599);
  });

  it('declines what Next serves: the stand-in answers it', async () => {
    const origin = await serve(handleBffRequest);
    for (const path of ['/api/v1/scans', '/login', '/api/scans/']) {
      const res = await send(origin + path);
      expect([res.status, res.body.toString()]).toEqual([599, 'next']);
    }
  });
});
