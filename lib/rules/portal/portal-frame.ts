/**
 * The public portal's frame, shared by its areas (permits at the root, violations under
 * /citations, meters under /meter and /session): a neutral title and home link, named by the
 * organisation's brand title; each area's pages set their own page titles.
 */
export const PORTAL_FALLBACK_TITLE = 'Parking portal';

/** The brand title, or the neutral fallback when none is set. */
export const portalBrandTitle = (brandTitle: string | null | undefined) =>
  brandTitle?.trim() || PORTAL_FALLBACK_TITLE;

/** The layout's title: the brand title alone, or '<page title> · <brand title>'. */
export function portalTitle(brandTitle: string | null | undefined) {
  const title = portalBrandTitle(brandTitle);
  return { default: title, template: `%s · ${title}` };
}

/** The areas with a home of their own on the portal (the rest start at the portal root). */
const AREA_HOMES = ['/citations'];

/**
 * Where the header's brand link leads from a page: the home of the page's area (a violation
 * page's link returns to the violation look-up, not to the permit list), else the portal root.
 */
export function portalHomeHref(basePath: string, pathname: string): string {
  for (const area of AREA_HOMES) {
    const home = `${basePath}${area}`;
    if (pathname === home || pathname.startsWith(`${home}/`)) return home;
  }
  return basePath || '/';
}

/**
 * The portal's link prefix read from the path the reader asked for (the portal's not-found
 * page has no route parameters): `/portal/{subdomain}` on the dashboard origin, '' on the
 * organisation's own portal host.
 */
export function portalBasePathOfPath(pathname: string): string {
  const m = /^\/portal\/([^/?#]+)/.exec(pathname);
  return m ? `/portal/${m[1]}` : '';
}

/** The not-found page's way back: the reader's area home, named for what it offers. */
export function portalWayBack(pathname: string): { href: string; label: string } {
  const href = portalHomeHref(portalBasePathOfPath(pathname), pathname);
  return {
    href,
    label: href.endsWith('/citations') ? 'Look up a violation notice' : 'Go to the portal home',
  };
}
