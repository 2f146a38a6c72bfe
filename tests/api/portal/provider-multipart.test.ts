import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadPermitRegImage } from '@/lib/contract';
import { callProvider, ProviderError } from '@/server/provider-client';
import { uploadCustomerRegImage } from '@/server/portal/customer';
import { sendAppeal } from '@/server/portal/violations/violation-data';

/**
 * Portal uploads (a checkout's registration image, an appeal) go through the one provider caller
 * (server/provider-client/call.ts) with its multipart option: the client's address, finished
 * bytes with a truthful length, the provider's refusal with its Retry-After, a wrong shape as 502
 * and a provider that does not answer as 503. A provider over HTTP records what it was sent.
 */

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let answer: { status: number; headers?: Record<string, string>; body: unknown };
const seen: Seen[] = [];
let server: http.Server;
let url: string;
const savedUrl = process.env.PROVIDER_API_URL;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  seen.length = 0;
  process.env.PROVIDER_API_URL = url;
});

afterAll(async () => {
  if (savedUrl === undefined) delete process.env.PROVIDER_API_URL;
  else process.env.PROVIDER_API_URL = savedUrl;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'car.png', { type: 'image/png' });

describe('a portal upload through the one provider caller', () => {
  it('a registration image: POST multipart to the call path, for the client address', async () => {
    answer = { status: 200, body: { fileUUID: 'f-1' } };
    const result = await uploadCustomerRegImage('203.0.113.9', 'north gate', 'u-1', png());
    expect(result).toEqual({ fileUUID: 'f-1' });
    const [req] = seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/v1/public/portal/north%20gate/permits/u-1/images');
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(req.headers.authorization).toBeUndefined();
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Number(req.headers['content-length'])).toBe(req.body.length);
    expect(req.body.toString('latin1')).toContain('name="image"; filename="car.png"');
  });

  it('an appeal: its fields and photos in one multipart request', async () => {
    const notice = { error: { code: 'X', message: 'unused' } };
    answer = { status: 409, body: notice };
    const form = new FormData();
    form.set('reason', 'The meter was broken.');
    form.set('image1', png());
    await expect(sendAppeal('198.51.100.7', 'northgate', 'c-1', form)).rejects.toBeInstanceOf(
      ProviderError,
    );
    const [req] = seen;
    expect(req.url).toBe('/api/v1/public/violations/northgate/citations/c-1/appeal');
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(req.body.toString('latin1')).toContain('The meter was broken.');
  });

  it.each([
    [
      'a refusal keeps its status, code, text and Retry-After',
      {
        status: 429,
        headers: { 'retry-after': '30' },
        body: { error: { code: 'RATE_LIMITED', message: 'Too many uploads.' } },
      },
      { status: 429, code: 'RATE_LIMITED', message: 'Too many uploads.', retryAfter: '30' },
    ],
    [
      'an answer of another shape is a 502',
      { status: 200, body: { file: 'no' } },
      { status: 502, code: 'PROVIDER_CONTRACT' },
    ],
  ])('%s', async (_what, given, expected) => {
    answer = given;
    const form = new FormData();
    form.set('image', png());
    const call = callProvider(uploadPermitRegImage, {
      params: { subdomain: 'northgate', uuid: 'u-1' },
      clientIp: '203.0.113.9',
      multipart: form,
    });
    await expect(call).rejects.toMatchObject(expected);
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body.toString('latin1')).toContain('filename="car.png"');
  });

  it('a provider that does not answer is a 503', async () => {
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9';
    await expect(
      uploadCustomerRegImage('203.0.113.9', 'northgate', 'u-1', png()),
    ).rejects.toMatchObject({ status: 503, code: 'PROVIDER_UNAVAILABLE' });
  });
});
