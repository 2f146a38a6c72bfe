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

/**
 * The not-found page's way back: the reader's area home, named for what it offers. `basePath`
 * defaults to the prefix read from the path itself.
 */
export function portalWayBack(
  pathname: string,
  basePath: string = portalBasePathOfPath(pathname),
): { href: string; label: string } {
  const href = portalHomeHref(basePath, pathname);
  return {
    href,
    label: href.endsWith('/citations') ? 'Look up a violation notice' : 'Go to the portal home',
  };
}

/** What the portal's 404 says (the missing page and the not-found page alike). */
export const PORTAL_NOT_FOUND_TEXTS = {
  title: 'Page not found',
  text: 'This page does not exist or is no longer available. Please check the link, the sign or your e-mail, and try again.',
} as const;

/** A path the missing page may lead back into: on this origin only (no //host, no \\host). */
export const isLocalPath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path);

/**
 * The portal's missing page for a path the reader asked for (`from`, the path as the browser
 * sees it): beside the portal's other pages, on the dashboard origin or the portal host.
 */
export function portalMissingPath(from: string): string {
  const query = isLocalPath(from) ? `?${new URLSearchParams({ from })}` : '';
  return `${portalBasePathOfPath(from)}/missing${query}`;
}
