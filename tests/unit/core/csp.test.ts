import { jest } from '@jest/globals';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { proxy } from '@/proxy';
import { createNonce, pageContentSecurityPolicy, tileImageSources } from '@/server/settings/csp';

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('pageContentSecurityPolicy', () => {
  it('allows scripts by nonce only: no unsafe-inline, no eval in production', () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'abc123==', tileUrl: OSM }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Inline style attributes (React style props, Leaflet) stay allowed; scripts don't.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('adds eval for the development server only', () => {
    const dev = directives(pageContentSecurityPolicy({ nonce: 'n', tileUrl: OSM, dev: true }));
    expect(dev.get('script-src')).toEqual(["'self'", "'nonce-n'", "'unsafe-eval'"]);
    expect(dev.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('limits img-src to self, data:, blob: and the tile server of MAP_TILE_URL', () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'n', tileUrl: OSM }));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
  });

  it('expands {s} to the subdomains Leaflet uses', () => {
    const policy = directives(
      pageContentSecurityPolicy({
        nonce: 'n',
        tileUrl: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png',
      }),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://a.basemaps.cartocdn.com',
      'https://b.basemaps.cartocdn.com',
      'https://c.basemaps.cartocdn.com',
    ]);
  });
});

describe('tileImageSources', () => {
  it.each([
    ['https://tiles.example.com:8443/{z}/{x}/{y}.png?key=k', ['https://tiles.example.com:8443']],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', ['http://localhost:8080']],
    ['https://TILES.Example.com/{z}/{x}/{y}.png', ['https://tiles.example.com']],
    ['https://{tenant}.tiles.example.com/{z}/{x}/{y}.png', ['https://*.tiles.example.com']],
    ['/tiles/{z}/{x}/{y}.png', []],
    ['javascript:alert(1)//{z}', []],
    ["https://evil.example.com;script-src 'unsafe-inline'/{z}", []],
    ['https://a b/{z}', []],
  ])('%s → %j', (url, sources) => {
    expect(tileImageSources(url)).toEqual(sources);
  });
});

describe('createNonce', () => {
  it('is 128 random bits, fresh each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe('middleware', () => {
  const saved = process.env.MAP_TILE_URL;
  beforeAll(() => {
    process.env.MAP_TILE_URL = 'https://{s}.tiles.example.com/{z}/{x}/{y}.png';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.MAP_TILE_URL;
    else process.env.MAP_TILE_URL = saved;
  });

  it('gives a page a fresh nonce, on the response and on the request Next renders', async () => {
    const first = await proxy(new NextRequest('http://localhost/login'));
    const second = await proxy(new NextRequest('http://localhost/login'));
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    // NextResponse.next({ request: { headers } }) passes the request header on to the render.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(directives(policy).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://a.tiles.example.com',
      'https://b.tiles.example.com',
      'https://c.tiles.example.com',
    ]);
  });

  it('puts the policy on its redirects too', async () => {
    const res = await proxy(new NextRequest('http://localhost/overview'));
    expect(res.headers.get('location')).toBe('http://localhost/login');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
  });
});

describe('client instrumentation', () => {
  it("makes zod parse without probing for eval (a CSP violation without 'unsafe-eval')", async () => {
    expect(z.config().jitless).toBeFalsy();
    await import('@/instrumentation-client');
    expect(z.config().jitless).toBe(true);
  });

  it('is also read by a zod loaded after it (the browser order: instrumentation first)', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('zod');
      expect(fresh.z.config().jitless).toBe(true);
    });
  });
});
