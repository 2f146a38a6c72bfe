import { describe, expect, it } from '@jest/globals';
import {
  isLocalPath,
  portalBasePathOfPath,
  portalMissingPath,
  portalWayBack,
} from '@/lib/rules/portal/portal-frame';

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

/**
 * A missing notice, receipt, meter zone or permit sends the reader to the portal's missing page,
 * a real 404 without script (Next's notFound() on a dynamic route is blank without JavaScript):
 * beside the portal's pages, carrying the path asked for so the page can lead back.
 */
describe('the portal missing page’s address', () => {
  it.each([
    [
      `/portal/northgate/citations/${ID}/receipt`,
      `/portal/northgate/missing?from=%2Fportal%2Fnorthgate%2Fcitations%2F${ID}%2Freceipt`,
    ],
    [
      '/portal/eastside/meter/ZZ999',
      '/portal/eastside/missing?from=%2Fportal%2Feastside%2Fmeter%2FZZ999',
    ],
    // The organisation's portal host: the proxy maps /missing onto the portal's route.
    [`/citations/${ID}`, `/missing?from=%2Fcitations%2F${ID}`],
    // No path (the header missing) or one that is not a local path: no way back to carry.
    ['', '/missing'],
    ['//evil.example/x', '/missing'],
  ])('%s → %s', (from, path) => expect(portalMissingPath(from)).toBe(path));

  it.each([
    ['/portal/northgate', true],
    ['/citations/x?r=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['/a b', false],
    ['', false],
  ])('%j is a local path: %s', (path, local) => expect(isLocalPath(path)).toBe(local));

  it('leads back under the base path the request was made on', () => {
    expect(portalWayBack('/portal/northgate', '/portal/northgate')).toEqual({
      href: '/portal/northgate',
      label: 'Go to the portal home',
    });
  });
});
