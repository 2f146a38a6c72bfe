/**
 * Streamed uploads (the plates CSV replace) in the two transports: in one process the provider
 * takes the BFF's rows as objects (no NDJSON text in between); over HTTP the same rows go as an
 * NDJSON body; and a Request that is not the in-process client's never gets rows from anywhere
 * but its body.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { replaceListPlatesStream } from '@/lib/contract';
import { z } from 'zod';
import { requestLines, validatedLines } from '@/provider/http/ndjson';
import { attachRows, markInProcess } from '@/provider/http/in-process';
import { ApiError } from '@/platform/errors';
import { callProvider } from '@/server/provider-client';

async function* rowsOf<T>(values: T[], failAfter?: number): AsyncGenerator<T> {
  for (const [i, value] of values.entries()) {
    if (i === failAfter) throw new Error('the CSV broke here');
    yield value;
  }
}

async function collect(req: Request): Promise<unknown[]> {
  const values: unknown[] = [];
  for await (const { value } of requestLines(req)) values.push(value);
  return values;
}

const rows = [{ plate: 'ABC123' }, { plate: 'XYZ789' }];
const UPLOAD = 'http://provider/api/v1/dashboard/lists/x/plates/replace';

describe('requestLines: where a streamed upload comes from', () => {
  it('takes the attached rows of an in-process request, without reading its body', async () => {
    const req = markInProcess(new Request(UPLOAD, { method: 'POST', body: '{"plate":"BODY"}\n' }));
    attachRows(req, rowsOf(rows));
    expect(await collect(req)).toEqual(rows);
    expect(req.bodyUsed).toBe(false);
  });

  it('reads the body of a request from outside even if rows were attached to it', async () => {
    const req = new Request(UPLOAD, { method: 'POST', body: '{"plate":"BODY"}\n' });
    attachRows(req, rowsOf(rows));
    expect(await collect(req)).toEqual([{ plate: 'BODY' }]);
  });

  it('answers 400 (the upload broke off) when the attached rows fail', async () => {
    const req = markInProcess(new Request(UPLOAD, { method: 'POST' }));
    attachRows(req, rowsOf(rows, 1));
    const failure = await collect(req).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'The upload broke off before it ended; nothing was changed.',
    });
  });
});

describe('validatedLines: a schema runs once per process', () => {
  const schema = z.object({ plate: z.string().min(3) });
  const invalid = [{ plate: 'AB' }];

  async function validated(req: Request): Promise<unknown> {
    const values: unknown[] = [];
    try {
      for await (const value of validatedLines(requestLines(req), schema)) values.push(value);
    } catch (error) {
      return error;
    }
    return values;
  }

  it('takes rows the in-process caller validated with this very schema as they are', async () => {
    const req = markInProcess(new Request(UPLOAD, { method: 'POST' }));
    // A value the schema would refuse passes: proof the check is not run a second time.
    attachRows(req, rowsOf(invalid), schema);
    expect(await validated(req)).toEqual(invalid);
  });

  it('validates rows checked with another schema, or with none', async () => {
    const other = markInProcess(new Request(UPLOAD, { method: 'POST' }));
    attachRows(other, rowsOf(invalid), z.object({ plate: z.string() }));
    expect(await validated(other)).toMatchObject({ status: 400 });
    const unchecked = markInProcess(new Request(UPLOAD, { method: 'POST' }));
    attachRows(unchecked, rowsOf(invalid));
    expect(await validated(unchecked)).toMatchObject({ status: 400 });
  });

  it('validates a request from outside even if it names the schema', async () => {
    const req = new Request(UPLOAD, { method: 'POST', body: '{"plate":"AB"}\n' });
    attachRows(req, rowsOf(invalid), schema);
    expect(await validated(req)).toMatchObject({ status: 400 });
  });
});

describe('callProvider with an NDJSON upload over HTTP', () => {
  const saved = process.env.PROVIDER_API_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.PROVIDER_API_URL;
    else process.env.PROVIDER_API_URL = saved;
  });

  it('sends the rows as one JSON value per line with the NDJSON content type', async () => {
    let received = '';
    let contentType = '';
    const server = createServer((req: IncomingMessage, res) => {
      contentType = req.headers['content-type'] ?? '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (received += chunk));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ count: received.trim().split('\n').length }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      process.env.PROVIDER_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await callProvider(replaceListPlatesStream, {
        token: 't',
        params: { uuid: '00000000-0000-4000-8000-000000000000' },
        ndjson: rowsOf(rows),
      });
      expect(result).toEqual({ count: 2 });
      expect(contentType).toBe('application/x-ndjson');
      expect(received).toBe('{"plate":"ABC123"}\n{"plate":"XYZ789"}\n');
    } finally {
      server.close();
    }
  });
});
