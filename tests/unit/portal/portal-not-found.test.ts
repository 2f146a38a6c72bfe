import { describe, expect, it } from '@jest/globals';
import { portalBasePathOfPath, portalWayBack } from '@/lib/rules/portal/portal-frame';

/**
 * The portal's branded 404 (issue 27 item 20) leads back to the reader's area: it knows only the
 * path asked for (a not-found page has no route parameters).
 */
const ID = '5b1c7a4e-3f51-4f8e-9f55-4a5a9d7e2c11';

describe('the portal not-found page’s way back', () => {
  it.each([
    // The dashboard origin's /portal/{subdomain} paths.
    [
      `/portal/northgate/citations/${ID}/receipt`,
      '/portal/northgate/citations',
      'Look up a violation notice',
    ],
    [
      `/portal/northgate/citations/${ID}`,
      '/portal/northgate/citations',
      'Look up a violation notice',
    ],
    ['/portal/eastside/meter/ZZ999', '/portal/eastside', 'Go to the portal home'],
    ['/portal/eastside/session/receipt', '/portal/eastside', 'Go to the portal home'],
    [`/portal/northgate/permit/${ID}/verify`, '/portal/northgate', 'Go to the portal home'],
    // The organisation's portal host (no prefix).
    [`/citations/${ID}/receipt`, '/citations', 'Look up a violation notice'],
    ['/meter/ZZ999', '/', 'Go to the portal home'],
    ['', '/', 'Go to the portal home'],
  ])('%s → %s (%s)', (path, href, label) => {
    expect(portalWayBack(path)).toEqual({ href, label });
  });

  it('reads the prefix of the dashboard origin only', () => {
    expect(portalBasePathOfPath('/portal/northgate')).toBe('/portal/northgate');
    expect(portalBasePathOfPath('/portalx/northgate')).toBe('');
    expect(portalBasePathOfPath('/permit/x')).toBe('');
  });
});
