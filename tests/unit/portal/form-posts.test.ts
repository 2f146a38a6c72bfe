import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NextConfig } from 'next';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import {
  FOREIGN_ORIGIN_TEXT,
  formCapOf,
  PAGE_POST_MAX_BYTES,
  SMALL_FORM_MAX_BYTES,
} from '@/server/settings/form-posts';

/**
 * Form posts to pages (issue 25 item 7, issue 27 item 2): the portal forms are server actions,
 * and Next answers a foreign or `null` Origin, or a body over its limit, with a 500. The
 * the proxy answers them with a readable 403 or 413 page; the app's own origin passes.
 */
const MB = 1024 * 1024;
const NOTICE = '/portal/northgate/citations/0b8e7a2c-6d0e-4a51-9d3c-6f1d2b9a7e10';

function post(url: string, headers: Record<string, string>) {
  const host = new URL(url).host;
  return proxy(new NextRequest(url, { method: 'POST', headers: { host, ...headers } }));
}

/** Whether the proxy let the request on to the page (a pass-through or a rewrite). */
const passed = (res: Response) =>
  res.status === 200 &&
  (res.headers.get('x-middleware-next') === '1' || res.headers.has('x-middleware-rewrite'));

describe('form posts on the dashboard origin (/portal/{sub}/…)', () => {
  const pay = `http://localhost:3000${NOTICE}/pay?k=key`;

  it('refuses `Origin: null` (a no-referrer page without script) with a readable 403 page', async () => {
    const res = await post(pay, { origin: 'null', 'content-type': 'multipart/form-data; b=x' });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('This form was not sent');
    expect(html).toContain(FOREIGN_ORIGIN_TEXT);
    // The link back opens the same page again (a GET renders the form).
    expect(html).toContain(`href="${NOTICE}/pay?k=key"`);
  });

  it.each([
    ['another site', 'https://evil.example.com'],
    ['another port', 'http://localhost:4000'],
    ['not a URL', 'garbage'],
    ['an opaque origin', 'file://'],
  ])('refuses an Origin of %s with 403', async (_what, origin) => {
    expect((await post(pay, { origin })).status).toBe(403);
  });

  it('lets the app’s own origin, and a post without Origin (not a browser), through', async () => {
    expect(passed(await post(pay, { origin: 'http://localhost:3000' }))).toBe(true);
    expect(passed(await post(pay, {}))).toBe(true);
  });

  it('compares with X-Forwarded-Host behind a proxy, as Next does', async () => {
    const behind = `http://127.0.0.1:3000${NOTICE}/pay`;
    const forwarded = { 'x-forwarded-host': 'app.example.com, proxy.internal' };
    expect(passed(await post(behind, { origin: 'https://app.example.com', ...forwarded }))).toBe(
      true,
    );
    expect((await post(behind, { origin: 'http://127.0.0.1:3000', ...forwarded })).status).toBe(
      403,
    );
  });

  it('caps a look-up or payment body near what the form needs (413, readable)', async () => {
    const lookup = 'http://localhost:3000/portal/northgate/citations';
    const origin = 'http://localhost:3000';
    const huge = await post(lookup, { origin, 'content-length': String(15 * MB) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('This form is too large');
    expect(
      passed(await post(lookup, { origin, 'content-length': String(SMALL_FORM_MAX_BYTES) })),
    ).toBe(true);
    expect((await post(pay, { origin, 'content-length': String(64 * 1024 + 1) })).status).toBe(413);
  });

  it('takes the photo forms: an appeal with four 3 MB photos, a checkout with three 5 MB images', async () => {
    const origin = 'http://localhost:3000';
    const appeal = `http://localhost:3000${NOTICE}/appeal`;
    expect(passed(await post(appeal, { origin, 'content-length': String(12 * MB + 4096) }))).toBe(
      true,
    );
    const tooBig = await post(appeal, { origin, 'content-length': String(20 * MB) });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain('Please choose at most 4 photos of at most 3 MB each');
    const verify = 'http://localhost:3000/portal/northgate/permit/abc/verify';
    expect(passed(await post(verify, { origin, 'content-length': String(15 * MB + 4096) }))).toBe(
      true,
    );
    expect((await post(verify, { origin, 'content-length': String(17 * MB) })).status).toBe(413);
  });

  it('leaves GET requests alone whatever their Origin', async () => {
    const res = await proxy(
      new NextRequest(pay, { headers: { host: 'localhost:3000', origin: 'null' } }),
    );
    expect(passed(res)).toBe(true);
  });
});

describe('form posts on the portal host (PORTAL_BASE_URL)', () => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.PORTAL_BASE_URL;
    process.env.PORTAL_BASE_URL = 'https://{subdomain}.portal.example.com';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.PORTAL_BASE_URL;
    else process.env.PORTAL_BASE_URL = saved;
  });
  const appeal = 'https://northgate.portal.example.com/citations/abc/appeal';

  it('passes the portal’s own origin and rewrites to the portal route', async () => {
    const res = await post(appeal, {
      origin: 'https://northgate.portal.example.com',
      'content-length': String(12 * MB),
    });
    expect(res.headers.get('x-middleware-rewrite')).toBe(
      'https://northgate.portal.example.com/portal/northgate/citations/abc/appeal',
    );
  });

  it('refuses another portal’s origin, `null`, and the dashboard’s (403)', async () => {
    for (const origin of [
      'https://eastside.portal.example.com',
      'null',
      'https://dashboard.example.com',
    ]) {
      const res = await post(appeal, { origin });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('href="/citations/abc/appeal"');
    }
  });

  it('caps bodies by the portal route the host path maps to', async () => {
    const origin = 'https://northgate.portal.example.com';
    expect((await post(appeal, { origin, 'content-length': String(14 * MB) })).status).toBe(413);
    const lookup = 'https://northgate.portal.example.com/citations';
    expect((await post(lookup, { origin, 'content-length': String(MB) })).status).toBe(413);
  });
});

describe('page body caps and next.config.mjs', () => {
  const bytes = (size: string) => {
    const match = /^(\d+)mb$/i.exec(size);
    if (!match) throw new Error(`unexpected size ${size}`);
    return Number(match[1]) * MB;
  };

  it('Next takes and hands on every body a page accepts (else a 500 or a cut body)', () => {
    // Plain JavaScript (no types): loaded as Jest compiles it.
    const nextConfig = jest.requireActual<{ default: NextConfig }>('@/next.config.mjs').default;
    const experimental = nextConfig.experimental as {
      serverActions: { bodySizeLimit: string };
      proxyClientMaxBodySize: string;
    };
    expect(bytes(experimental.serverActions.bodySizeLimit)).toBeGreaterThanOrEqual(
      PAGE_POST_MAX_BYTES,
    );
    expect(bytes(experimental.proxyClientMaxBodySize)).toBeGreaterThanOrEqual(PAGE_POST_MAX_BYTES);
  });

  it('gives only the photo forms more than a small form', () => {
    expect(formCapOf('/portal/x/citations/y/appeal').maxBytes).toBe(13 * MB);
    expect(formCapOf('/portal/x/permit/y/guestcheckout').maxBytes).toBe(16 * MB);
    expect(formCapOf('/portal/x/meter/E101').maxBytes).toBe(SMALL_FORM_MAX_BYTES);
    expect(formCapOf('/overview').maxBytes).toBe(SMALL_FORM_MAX_BYTES);
  });
});
