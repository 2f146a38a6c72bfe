import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createProvider, type Provider } from '@/provider';
import { serveProvider } from '@/provider/http/node-server';
import { UNREAD_BODY_DRAIN_BYTES } from '@/platform/unread-body';
import { loginAs } from '../helpers';

/**
 * Issue 25 item 14: a body a route refuses without reading it in full (a JSON body on an upload
 * route, a 401, a 413) must not cost the kept-alive connection its next requests: the provider's
 * server drains the rest of a small body, or says `Connection: close` on that very answer.
 */
let provider: Provider;
let server: http.Server;
let port: number;
let token: string;
let connections = 0;
beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  token = await loginAs(provider, 'admin@demo.test');
  server = serveProvider(provider.fetch, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', () => (connections += 1));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await provider.close();
});

const MB = 1024 * 1024;

interface Answer {
  status: number;
  connection: string | undefined;
  json: { error?: { code: string; message: string } } | null;
}

/** One request through `agent`; `body` is sent whole (Content-Length) or streamed (chunked). */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | Readable,
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          json: text ? JSON.parse(text) : null,
        }),
      );
    });
    req.on('error', reject);
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

/** `bytes` of blanks in 64 kB pieces, made as they are read (no Content-Length: chunked). */
const streamed = (bytes: number) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 0x20);
    })(),
  );

/** A refused request, then five ordinary ones on one kept-alive connection: every one answered. */
async function refusedThenFive(refused: (agent: http.Agent) => Promise<Answer>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const before = connections;
  try {
    const first = await refused(agent);
    const rest: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await send(agent, 'GET', '/api/v1/dashboard/orgs', {
        authorization: `Bearer ${token}`,
      });
      rest.push(res.status);
    }
    return { first, rest, connections: connections - before };
  } finally {
    agent.destroy();
  }
}

const jsonBody = (bytes: number) => Buffer.alloc(bytes, 0x20);

describe('a refused body on a kept-alive connection', () => {
  it('drains a ~1 MB JSON body refused by an upload route, and keeps the connection', async () => {
    const body = jsonBody(MB);
    const out = await refusedThenFive((agent) =>
      send(
        agent,
        'POST',
        '/api/v1/scans',
        {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
        body,
      ),
    );
    expect(out.first.status).toBe(400);
    expect(out.first.json?.error?.message).toBe('Send the request as multipart/form-data.');
    expect(out.first.connection).toBe('keep-alive');
    expect(out.rest).toEqual([200, 200, 200, 200, 200]);
    expect(out.connections).toBe(1); // all six on the one connection
  });

  it('drains a body refused with 401 before anything read it', async () => {
    const body = jsonBody(MB);
    const out = await refusedThenFive((agent) =>
      send(
        agent,
        'POST',
        '/api/v1/scans',
        { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      ),
    );
    expect(out.first.status).toBe(401);
    expect(out.rest).toEqual([200, 200, 200, 200, 200]);
    expect(out.connections).toBe(1);
  });

  it('drains a sized body past the 1 MB JSON limit (413 by Content-Length)', async () => {
    const body = jsonBody(2 * MB);
    const out = await refusedThenFive((agent) =>
      send(
        agent,
        'POST',
        '/api/v1/dashboard/login',
        { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      ),
    );
    expect(out.first.status).toBe(413);
    expect(out.first.json?.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(out.rest).toEqual([200, 200, 200, 200, 200]);
    expect(out.connections).toBe(1);
  });

  it('closes the connection on the answer to a chunked body cut off at the limit (413)', async () => {
    const out = await refusedThenFive((agent) =>
      send(
        agent,
        'POST',
        '/api/v1/dashboard/login',
        { 'content-type': 'application/json' },
        streamed(8 * MB),
      ),
    );
    expect(out.first.status).toBe(413);
    expect(out.first.connection).toBe('close');
    expect(out.rest).toEqual([200, 200, 200, 200, 200]);
    expect(out.connections).toBe(2); // the five on a new connection
  });

  it(`closes the connection on the answer to a sized body over ${UNREAD_BODY_DRAIN_BYTES / MB} MB it will not drain`, async () => {
    const bytes = UNREAD_BODY_DRAIN_BYTES + MB;
    const out = await refusedThenFive((agent) =>
      send(
        agent,
        'POST',
        '/api/v1/scans',
        {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(bytes),
        },
        streamed(bytes),
      ),
    );
    expect(out.first.status).toBe(400);
    expect(out.first.connection).toBe('close');
    expect(out.rest).toEqual([200, 200, 200, 200, 200]);
  });
});
