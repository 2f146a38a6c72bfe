import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import {
  portalBasePath,
  portalRewritePath,
  portalRootUrl,
  portalSubdomainOfHost,
} from '@/server/portal/portal-url';

const PATTERN = 'https://{subdomain}.portal.example.com';

function withPortalBase(value: string | undefined, run: () => Promise<void> | void) {
  return async () => {
    const saved = process.env.PORTAL_BASE_URL;
    if (value === undefined) delete process.env.PORTAL_BASE_URL;
    else process.env.PORTAL_BASE_URL = value;
    try {
      await run();
    } finally {
      if (saved === undefined) delete process.env.PORTAL_BASE_URL;
      else process.env.PORTAL_BASE_URL = saved;
    }
  };
}

describe('portal host rules', () => {
  it.each([
    ['northgate.portal.example.com', '/permit/abc/verify', '/portal/northgate/permit/abc/verify'],
    ['NorthGate.portal.example.com', '/', '/portal/northgate'],
    [
      'northgate.portal.example.com',
      '/permit/abc/guestcheckout',
      '/portal/northgate/permit/abc/guestcheckout',
    ],
    // share links open on the portal host too: not the portal's routes
    ['northgate.portal.example.com', '/shared/reports/tok', null],
    ['dashboard.example.com', '/permit/abc/verify', null],
    ['a.b.portal.example.com', '/', null],
    ['portal.example.com', '/', null],
    ['evilportal.example.com', '/', null],
  ])('%s%s → %s', (host, path, expected) => {
    expect(portalRewritePath(host, path, PATTERN)).toBe(expected);
  });

  it('maps nothing without PORTAL_BASE_URL or with a pattern without {subdomain}', () => {
    expect(portalRewritePath('northgate.portal.example.com', '/', undefined)).toBeNull();
    expect(
      portalRewritePath('northgate.portal.example.com', '/', 'https://portal.example.com'),
    ).toBeNull();
    expect(portalSubdomainOfHost('x.localhost:3105', 'http://{subdomain}.localhost:3105')).toBe(
      'x',
    );
  });

  it(
    'portalRootUrl: the portal host with PORTAL_BASE_URL',
    withPortalBase(PATTERN, () => {
      expect(portalRootUrl('Northgate', 'http://localhost:3000')).toBe(
        'https://northgate.portal.example.com',
      );
      expect(portalBasePath('northgate', 'northgate.portal.example.com')).toBe('');
      expect(portalBasePath('northgate', 'localhost:3000')).toBe('/portal/northgate');
    }),
  );

  it(
    'portalRootUrl: /portal/{subdomain} on the dashboard origin without it',
    withPortalBase(undefined, () => {
      expect(portalRootUrl('northgate', 'http://localhost:3000')).toBe(
        'http://localhost:3000/portal/northgate',
      );
      expect(portalBasePath('northgate', 'northgate.portal.example.com')).toBe('/portal/northgate');
    }),
  );
});

describe('the proxy and the portal', () => {
  it(
    'rewrites a portal host to the portal routes, keeping the query, without a session',
    withPortalBase(PATTERN, async () => {
      const res = await proxy(
        new NextRequest('https://northgate.portal.example.com/permit/abc/verify?email=a%40b.c', {
          headers: { host: 'northgate.portal.example.com' },
        }),
      );
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('x-middleware-rewrite')).toBe(
        'https://northgate.portal.example.com/portal/northgate/permit/abc/verify?email=a%40b.c',
      );
      expect(res.headers.get('content-security-policy')).toMatch(/'nonce-/);
    }),
  );

  it(
    'leaves the dashboard host alone (a page without a session still goes to /login)',
    withPortalBase(PATTERN, async () => {
      const res = await proxy(
        new NextRequest('https://dashboard.example.com/overview', {
          headers: { host: 'dashboard.example.com' },
        }),
      );
      expect(res.headers.get('x-middleware-rewrite')).toBeNull();
      expect(res.headers.get('location')).toBe('https://dashboard.example.com/login');
    }),
  );

  it(
    'never sends the /portal/{subdomain} pages to /login',
    withPortalBase(undefined, async () => {
      for (const path of ['/portal/northgate', '/portal/northgate/permit/x/guestcheckout']) {
        const res = await proxy(new NextRequest(`http://localhost${path}`));
        expect(res.headers.get('location')).toBeNull();
        expect(res.headers.get('x-middleware-rewrite')).toBeNull();
      }
    }),
  );

  it(
    'tells the portal layout the path the reader asked for, never a path the client sent',
    withPortalBase(PATTERN, async () => {
      const forged = { 'x-vert-portal-path': '/evil' };
      const onHost = await proxy(
        new NextRequest('https://northgate.portal.example.com/citations/abc', {
          headers: { host: 'northgate.portal.example.com', ...forged },
        }),
      );
      expect(onHost.headers.get('x-middleware-request-x-vert-portal-path')).toBe('/citations/abc');
      const onDashboard = await proxy(
        new NextRequest('https://dashboard.example.com/portal/northgate/meter/E101', {
          headers: { host: 'dashboard.example.com', ...forged },
        }),
      );
      expect(onDashboard.headers.get('x-middleware-request-x-vert-portal-path')).toBe(
        '/portal/northgate/meter/E101',
      );
      const login = await proxy(
        new NextRequest('https://dashboard.example.com/login', {
          headers: { host: 'dashboard.example.com', ...forged },
        }),
      );
      expect(login.headers.get('x-middleware-request-x-vert-portal-path')).toBeNull();
    }),
  );
});
