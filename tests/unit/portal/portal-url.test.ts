import { portalRootUrl } from '@/server/portal/portal-url';

describe('portalRootUrl', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  const saved = { base: process.env.PORTAL_BASE_URL, app: process.env.APP_URL };
  afterEach(() => {
    jest.restoreAllMocks();
    for (const [key, value] of [
      ['PORTAL_BASE_URL', saved.base],
      ['APP_URL', saved.app],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it.each([
    [
      'https://{subdomain}.portal.example.com',
      undefined,
      'northgate',
      'https://northgate.portal.example.com',
    ],
    [
      undefined,
      'https://dash.example.com/x',
      'northgate',
      'https://dash.example.com/portal/northgate',
    ],
    [undefined, undefined, 'Northgate', 'http://localhost:3000/portal/northgate'],
    ['not a url {subdomain}', undefined, 'northgate', 'http://localhost:3000/portal/northgate'],
    [
      'https://portal.example.com',
      undefined,
      'northgate',
      'http://localhost:3000/portal/northgate',
    ],
    ['https://{subdomain}.portal.example.com', undefined, null, null],
    [undefined, undefined, 'bad/../sub', null],
  ])('base %p, app %p, subdomain %p → %p', (base, app, subdomain, expected) => {
    if (base === undefined) delete process.env.PORTAL_BASE_URL;
    else process.env.PORTAL_BASE_URL = base;
    if (app === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = app;
    expect(portalRootUrl(subdomain, 'http://localhost:3000')).toBe(expected);
  });
});
