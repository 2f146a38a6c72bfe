import { buildBffOpenApi } from '@/server/bff/openapi';
import { URL_MAX_CHARS } from '@/server/bff/limits';
import { messages } from '@/lib/messages';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * Issue 25 item 15: a URL past URL_MAX_CHARS is a 414 in the error shape (before it reaches
 * Node's 16 kB limit, a bodiless 431), an empty path segment is the BFF's 404, and the BFF's
 * OpenAPI document lists what the server in front of it answers (308, 431) on every route.
 */
let admin: BffClient;
beforeAll(async () => {
  admin = await orgClient('admin@demo.test', NORTHGATE);
}, 180_000);

/** '/api/scans?search=aaa…' of exactly `chars` characters of path and query. */
const scansUrlOf = (chars: number) => {
  const start = '/api/scans?page=1&q=';
  return start + 'a'.repeat(chars - start.length);
};

describe('URL limit', () => {
  it(`answers 414 with the error shape to a URL over ${URL_MAX_CHARS} characters`, async () => {
    const res = await admin.get<ErrorBody>(scansUrlOf(URL_MAX_CHARS + 1));
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ error: { code: 'URI_TOO_LONG', message: messages.urlTooLong } });
  });

  it('refuses a long URL before any guard (no session needed to be told)', async () => {
    const res = await new BffClient().get<ErrorBody>(scansUrlOf(12 * 1024));
    expect(res.status).toBe(414);
    expect(res.body.error.code).toBe('URI_TOO_LONG');
  });

  it('lets a URL of exactly the limit through to the route', async () => {
    const res = await admin.get<ErrorBody>(scansUrlOf(URL_MAX_CHARS));
    // The route's own answer (its query's text limit), not the URL limit's.
    expect(res.status).toBe(400);
    expect(res.body.error.code).not.toBe('URI_TOO_LONG');
  });

  it('answers an empty path segment with the 404 error shape', async () => {
    const res = await admin.get<ErrorBody>('/api/lists//plates');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
  });
});

describe('the BFF OpenAPI document', () => {
  const doc = buildBffOpenApi() as unknown as {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { description: string; content?: unknown }> }>
    >;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ id: `${method} ${path}`, op })),
  );

  it('lists 308, 414 and 431 on every route', () => {
    const missing = operations
      .filter(({ op }) => !op.responses[308] || !op.responses[414] || !op.responses[431])
      .map(({ id }) => id);
    expect(operations.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    // 414 is the BFF's own (error shape); 308 and 431 come from the server, without one.
    const [{ op }] = operations;
    expect(op.responses[414].content).toBeDefined();
    expect(op.responses[431].content).toBeUndefined();
  });
});
