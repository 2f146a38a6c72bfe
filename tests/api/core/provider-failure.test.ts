import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@/lib/messages';
import { PROVIDER_FAILED_STATUS } from '@/server/bff/errors';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * A provider that answered 5xx is the action's failure text (spec 1 §8 where the catalogue has
 * one), status 502; "not answering" (503) is only for a provider that did not answer.
 */

/** A provider that answers every call 500, as a provider with a failing query would. */
async function failingProvider(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let client: BffClient;
let provider: { url: string; close(): Promise<void> };
const savedUrl = process.env.PROVIDER_API_URL;

beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE); // signed in through the real provider
  provider = await failingProvider();
}, 120_000);

afterAll(() => provider.close());

afterEach(() => {
  if (savedUrl === undefined) delete process.env.PROVIDER_API_URL;
  else process.env.PROVIDER_API_URL = savedUrl;
});

describe('a provider that answers 500', () => {
  beforeEach(() => {
    process.env.PROVIDER_API_URL = provider.url;
  });

  it("creating a list shows the lists' failure text, not 'not answering'", async () => {
    const res = await client.post<ErrorBody>('/api/lists', { name: 'Visitors', type: 0 });
    expect(res.status).toBe(PROVIDER_FAILED_STATUS);
    expect(PROVIDER_FAILED_STATUS).toBe(502);
    expect(res.body.error.message).toBe(messages.listFailed);
    expect(res.body.error.message).not.toBe(messages.providerUnavailable);
  });

  it("the digital chalking rules show the lists' failure text", async () => {
    const res = await client.get<ErrorBody>('/api/timelimit');
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(messages.listFailed);
  });

  it("the report log shows the reports' failure text", async () => {
    const res = await client.get<ErrorBody>('/api/reports/log');
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(messages.reportFailed);
  });

  it('an action without its own catalogue text shows the general failure text', async () => {
    const res = await client.get<ErrorBody>('/api/team/members');
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'PROVIDER_FAILED', message: messages.serverError });
  });

  it("a password reset shows the spec's reset failure text", async () => {
    const res = await client.post<ErrorBody>('/api/password/reset', {
      resetCode: '123456',
      newPassword: 'Parking@2027',
    });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(messages.resetFailed);
  });
});

describe('a provider that does not answer', () => {
  it("is 503 'not answering'", async () => {
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9'; // nothing answers there
    const res = await client.post<ErrorBody>('/api/lists', { name: 'Visitors', type: 0 });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      code: 'PROVIDER_UNAVAILABLE',
      message: messages.providerUnavailable,
    });
  });
});
