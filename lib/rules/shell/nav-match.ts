/**
 * Which tab a path belongs to, given the tabs an account sees (navigation.ts builds them on the
 * server). The browser's only navigation code: the tab definitions reach it as props, not as
 * JavaScript.
 */

export interface NavLink {
  id: string;
  label: string;
  href: string;
}

export interface NavSubTab extends NavLink {
  /** Further path patterns belonging to this sub-tab (`*` matches one segment). */
  matches?: string[];
}

/** A top tab the account sees, with its path prefixes and the sub-tabs the account sees. */
export interface NavTab extends NavLink {
  /** Path prefixes of the area (each matches itself and anything below it). */
  prefixes: string[];
  subTabs: NavSubTab[];
}

export interface NavItem extends NavLink {
  active: boolean;
}

export interface Navigation {
  tabs: NavItem[];
  /** Sub-tabs of the active top tab (empty for Home, Reports and paths outside every area). */
  subTabs: NavItem[];
}

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** `pattern` matches `path` itself or anything below it; `*` matches exactly one segment. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = normalise(pattern).split('/');
  const have = normalise(pathname).split('/');
  if (have.length < want.length) return false;
  return want.every((segment, i) => segment === '*' || segment === have[i]);
}

function matchLength(link: NavSubTab, pathname: string): number {
  let best = -1;
  for (const pattern of [link.href, ...(link.matches ?? [])]) {
    if (pathMatches(pattern, pathname)) best = Math.max(best, normalise(pattern).split('/').length);
  }
  return best;
}

export function toLink({ id, label, href }: NavLink): NavLink {
  return { id, label, href };
}

/** The top tab a path belongs to among the given tabs. */
export function tabOfPath(pathname: string, tabs: NavTab[]): NavTab | null {
  return tabs.find((t) => t.prefixes.some((p) => pathMatches(p, pathname))) ?? null;
}

/** Top tabs and sub-tabs for a path, each marked active or not. */
export function navigationIn(pathname: string, nav: NavTab[]): Navigation {
  const active = tabOfPath(pathname, nav);
  const tabs = nav.map((tab) => ({ ...toLink(tab), active: tab === active }));
  if (!active) return { tabs, subTabs: [] };

  let activeSub: NavSubTab | undefined;
  let bestLength = -1;
  for (const sub of active.subTabs) {
    const length = matchLength(sub, pathname);
    if (length > bestLength) {
      bestLength = length;
      activeSub = sub;
    }
  }
  // A path of the area that no sub-tab claims (e.g. /permits/{uuid}) belongs to the first one.
  if (!activeSub) activeSub = active.subTabs[0];
  return {
    tabs,
    subTabs: active.subTabs.map((sub) => ({ ...toLink(sub), active: sub === activeSub })),
  };
}
