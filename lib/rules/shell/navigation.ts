/**
 * The dashboard's top tabs and sub-tabs (spec 1 §2, spec 2 §2, spec 3 §2) as pure data and
 * functions: which tabs an account sees and which one a path belongs to.
 */

export interface NavAccount {
  /** Parking-only accounts see only Parking Meters and Permits. */
  isParkingOnly: boolean;
  /** Organisations qualifying for violation mailing also see Violation mailing. */
  isMailingEnabled: boolean;
}

export type TopTabId =
  'home' | 'lpr' | 'meters' | 'permits' | 'enforcement' | 'reports' | 'settings';

export interface NavLink {
  id: string;
  label: string;
  href: string;
}

interface SubTabDefinition extends NavLink {
  /** Further path patterns belonging to this sub-tab (`*` matches one segment). */
  matches?: string[];
  mailingOnly?: boolean;
}

interface TopTabDefinition extends NavLink {
  id: TopTabId;
  /** Path prefixes of the area (each matches itself and anything below it). */
  prefixes: string[];
  parkingOnly: boolean;
  subTabs: SubTabDefinition[];
}

const TOP_TABS: TopTabDefinition[] = [
  {
    id: 'home',
    label: 'Home',
    href: '/overview',
    prefixes: ['/overview'],
    parkingOnly: false,
    subTabs: [],
  },
  {
    id: 'lpr',
    label: 'LPR',
    href: '/scans',
    prefixes: ['/scans', '/alerts', '/lists', '/timelimit', '/sentinel-cameras'],
    parkingOnly: false,
    subTabs: [
      { id: 'scans', label: 'Scans', href: '/scans' },
      { id: 'alerts', label: 'Alerts', href: '/alerts' },
      { id: 'lists', label: 'Lists', href: '/lists' },
      {
        id: 'timelimit',
        label: 'Digital Chalking Rules',
        href: '/timelimit',
        matches: ['/lists/timelimit'],
      },
      { id: 'sentinel-cameras', label: 'Sentinel Cameras', href: '/sentinel-cameras' },
    ],
  },
  {
    id: 'meters',
    label: 'Parking Meters',
    href: '/meter/types',
    prefixes: ['/meter'],
    parkingOnly: true,
    subTabs: [
      {
        id: 'meters',
        label: 'Meters',
        href: '/meter/types',
        matches: ['/meter/*/rates', '/meter/*/sessions'],
      },
      { id: 'paid-sessions', label: 'Paid Sessions', href: '/meter/allsessions' },
    ],
  },
  {
    id: 'permits',
    label: 'Permits',
    href: '/permits/types',
    prefixes: ['/permits', '/customer-portal'],
    parkingOnly: true,
    subTabs: [
      {
        id: 'permit-types',
        label: 'Permit Types',
        href: '/permits/types',
        matches: ['/permits/create'],
      },
      {
        id: 'approvals',
        label: 'Approvals',
        href: '/permits/approvals',
        matches: ['/permits/*/approvals'],
      },
      {
        id: 'issued-permits',
        label: 'Issued Permits',
        href: '/permits/issued',
        matches: ['/permits/*/issued', '/permits/*/type/*/issued'],
      },
      { id: 'permit-holders', label: 'Permit Holders', href: '/permits/holders' },
      { id: 'business-accounts', label: 'Business Accounts', href: '/permits/business-accounts' },
      {
        id: 'permit-portal',
        label: 'Permit Portal',
        href: '/permits/permit-portal',
        matches: ['/customer-portal'],
      },
    ],
  },
  {
    id: 'enforcement',
    label: 'Enforcement',
    href: '/citations/issued',
    prefixes: ['/citations'],
    parkingOnly: false,
    subTabs: [
      {
        id: 'issued-violations',
        label: 'Issued Violations',
        href: '/citations/issued',
        matches: ['/citations/detail'],
      },
      { id: 'violation-types', label: 'Violation Types', href: '/citations/types' },
      { id: 'appeals', label: 'Appeals', href: '/citations/appeals' },
      {
        id: 'violation-settings',
        label: 'Violation Settings',
        href: '/citations/violation-settings',
      },
      { id: 'violation-portal', label: 'Violation Portal', href: '/citations/citation-portal' },
      {
        id: 'violation-mailing',
        label: 'Violation mailing',
        href: '/citations/mailing',
        mailingOnly: true,
      },
      { id: 'about', label: 'About', href: '/citations/about' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    href: '/reports',
    prefixes: ['/reports', '/report'],
    parkingOnly: false,
    subTabs: [],
  },
  {
    id: 'settings',
    label: 'Settings',
    href: '/team-management',
    prefixes: ['/team-management', '/billing-and-payouts', '/billing', '/payment-portal'],
    parkingOnly: false,
    subTabs: [
      { id: 'team-management', label: 'Team Management', href: '/team-management' },
      { id: 'payouts', label: 'Payouts', href: '/billing-and-payouts', matches: ['/billing'] },
      { id: 'customer-portal', label: 'Customer Portal', href: '/payment-portal' },
    ],
  },
];

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

function matchLength(link: { href: string; matches?: string[] }, pathname: string): number {
  let best = -1;
  for (const pattern of [link.href, ...(link.matches ?? [])]) {
    if (pathMatches(pattern, pathname)) best = Math.max(best, normalise(pattern).split('/').length);
  }
  return best;
}

function visibleDefinitions(account: NavAccount): TopTabDefinition[] {
  return TOP_TABS.filter((tab) => !account.isParkingOnly || tab.parkingOnly);
}

function visibleSubTabs(tab: TopTabDefinition, account: NavAccount): SubTabDefinition[] {
  return tab.subTabs.filter((sub) => !sub.mailingOnly || account.isMailingEnabled);
}

function toLink({ id, label, href }: NavLink): NavLink {
  return { id, label, href };
}

/** The top tabs the account sees, in order. */
export function visibleTabs(account: NavAccount): NavLink[] {
  return visibleDefinitions(account).map(toLink);
}

/** The top tab the path belongs to, among those the account sees. */
export function activeTopTab(pathname: string, account: NavAccount): NavLink | null {
  const tab = visibleDefinitions(account).find((t) =>
    t.prefixes.some((p) => pathMatches(p, pathname)),
  );
  return tab ? toLink(tab) : null;
}

export interface NavItem extends NavLink {
  active: boolean;
}

export interface Navigation {
  tabs: NavItem[];
  /** Sub-tabs of the active top tab (empty for Home, Reports and paths outside every area). */
  subTabs: NavItem[];
}

/** Top tabs and sub-tabs for a path and an account, each marked active or not. */
export function navigationFor(pathname: string, account: NavAccount): Navigation {
  const definitions = visibleDefinitions(account);
  const active = definitions.find((t) => t.prefixes.some((p) => pathMatches(p, pathname))) ?? null;
  const tabs = definitions.map((tab) => ({ ...toLink(tab), active: tab === active }));
  if (!active) return { tabs, subTabs: [] };

  const subs = visibleSubTabs(active, account);
  let activeSub: SubTabDefinition | undefined;
  let bestLength = -1;
  for (const sub of subs) {
    const length = matchLength(sub, pathname);
    if (length > bestLength) {
      bestLength = length;
      activeSub = sub;
    }
  }
  // A path of the area that no sub-tab claims (e.g. /permits/{uuid}) belongs to the first one.
  if (!activeSub) activeSub = subs[0];
  return { tabs, subTabs: subs.map((sub) => ({ ...toLink(sub), active: sub === activeSub })) };
}

/** The destinations the user menu lists: every visible top tab. */
export function menuDestinations(account: NavAccount): NavLink[] {
  return visibleTabs(account);
}

/** Where an account lands after choosing an organisation. */
export function homePathFor(account: Pick<NavAccount, 'isParkingOnly'>): string {
  return account.isParkingOnly ? '/meter/types' : '/overview';
}
