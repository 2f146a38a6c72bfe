import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { JWTSessionError } from '@auth/core/errors';
import { NextRequest } from 'next/server';
import { messages } from '@/lib/messages';
import { setLogWriter } from '@/platform/log';
import { authLogger } from '@/server/auth/auth-logger';
import { proxy } from '@/proxy';
import { BffClient, type ErrorBody } from '../../support/bff-client';

/**
 * Issue 25 item 13: an unreadable session cookie (`vert.session=garbage`) is a 401 on /api and a
 * redirect to /login on pages, with one warn line without a stack, never an error line.
 */
let lines: Array<Record<string, unknown>>;
const savedLevel = process.env.LOG_LEVEL;
beforeEach(() => {
  lines = [];
  setLogWriter((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  process.env.LOG_LEVEL = 'info';
});
afterEach(() => {
  setLogWriter();
  process.env.LOG_LEVEL = savedLevel;
});

const authLines = () => lines.filter((l) => l.msg !== 'request');

describe('an unreadable session cookie', () => {
  it('is a 401 that clears it, logged once as a warn line without a stack', async () => {
    const client = new BffClient();
    const garbage = `garbage-${Date.now()}`;
    client.cookies.set('vert.session', garbage);
    const res = await client.get<ErrorBody>('/api/session');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(messages.sessionExpired);
    expect(res.setCookies.some((c) => /^vert\.session=;/.test(c))).toBe(true);

    expect(authLines()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'unreadable session cookie',
        authError: 'JWTSessionError',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|\n\s+at /);

    // The same cookie again (a browser that ignored the clearing): refused, nothing logged.
    client.cookies.set('vert.session', garbage);
    expect((await client.get('/api/session')).status).toBe(401);
    expect(authLines()).toHaveLength(1);
  });

  it('sends a page to /login', async () => {
    const res = await proxy(
      new NextRequest('http://localhost:3000/overview', {
        headers: { cookie: `vert.session=garbage-page-${Date.now()}` },
      }),
    );
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/login');
    expect(authLines().map((l) => l.level)).toEqual(['warn']);
  });

  it('is recognised by its Auth.js type, which a minified build keeps (it renames classes)', () => {
    // As Auth.js builds it: the decoding failure under `cause.err`.
    const error = new JWTSessionError('', { cause: { err: new Error('Invalid Compact JWE') } });
    Object.defineProperty(error, 'name', { value: 'r' });
    authLogger.error!(error);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', reason: 'Invalid Compact JWE' }),
    ]);
    expect(lines[0]).not.toHaveProperty('error');
  });

  it('other Auth.js errors stay errors', () => {
    authLogger.error!(new Error('database gone'));
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'auth error' })]);
  });
});
