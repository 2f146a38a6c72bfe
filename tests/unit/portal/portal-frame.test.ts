import { describe, expect, it } from '@jest/globals';
import {
  PORTAL_FALLBACK_TITLE,
  portalBrandTitle,
  portalHomeHref,
  portalTitle,
} from '@/lib/rules/portal/portal-frame';

describe('the portal frame is neutral for every area', () => {
  it.each([
    ['Northgate Parking', 'Northgate Parking'],
    ['  Northgate Parking ', 'Northgate Parking'],
    [null, PORTAL_FALLBACK_TITLE],
    ['', PORTAL_FALLBACK_TITLE],
  ])('titles pages after the brand title %j', (brand, title) => {
    expect(portalBrandTitle(brand)).toBe(title);
    expect(portalTitle(brand)).toEqual({ default: title, template: `%s · ${title}` });
    expect(portalTitle(brand).template).not.toMatch(/Permits/);
  });

  it.each([
    // The portal host (no base path).
    ['', '/citations', '/citations'],
    ['', '/citations/5b1c7a4e-3f51-4f8e-9f55-4a5a9d7e2c11/pay', '/citations'],
    ['', '/', '/'],
    ['', '/permit/5b1c7a4e-3f51-4f8e-9f55-4a5a9d7e2c11/guestcheckout', '/'],
    ['', '/meter/A12', '/'],
    ['', '/citationsx', '/'],
    // The dashboard origin's /portal/{subdomain} paths.
    ['/portal/northgate', '/portal/northgate/citations', '/portal/northgate/citations'],
    [
      '/portal/northgate',
      '/portal/northgate/citations/5b1c7a4e-3f51-4f8e-9f55-4a5a9d7e2c11/appeal',
      '/portal/northgate/citations',
    ],
    ['/portal/northgate', '/portal/northgate', '/portal/northgate'],
    ['/portal/northgate', '/portal/northgate/permit/x/verify', '/portal/northgate'],
  ])('from base %j at %s the brand link leads to %s', (basePath, pathname, href) => {
    expect(portalHomeHref(basePath, pathname)).toBe(href);
  });
});
