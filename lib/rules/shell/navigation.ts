/**
 * The dashboard's top tabs and sub-tabs (spec 1 §2, spec 2 §2, spec 3 §2) as pure data and
 * functions: which tabs an account sees and which one a path belongs to. The server builds an
 * account's tabs (navFor) and hands them to the browser's frame as props (nav-match.ts).
 */
import {
  navigationIn,
  pathMatches,
  tabOfPath,
  toLink,
  type NavLink,
  type NavSubTab,
  type NavTab,
  type Navigation,
} from './nav-match';

export { pathMatches, type NavItem, type NavLink, type NavTab, type Navigation } from './nav-match';

export interface NavAccount {
  /** Parking-only accounts see only Parking Meters and Permits. */
  isParkingOnly: boolean;
  /** Organisations qualifying for violation mailing also see Violation mailing. */
  isMailingEnabled: boolean;
}

export type TopTabId =
  'home' | 'lpr' | 'meters' | 'permits' | 'enforcement' | 'reports' | 'settings';

interface SubTabDefinition extends NavSubTab {
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
    prefixes: ['/scans', '/alerts', '/plates', '/lists', '/timelimit', '/sentinel-cameras'],
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
    prefixes: [
      '/team-management',
      '/billing-and-payouts',
      '/billing',
      '/payment-portal',
      '/privacy',
    ],
    parkingOnly: false,
    subTabs: [
      { id: 'team-management', label: 'Team Management', href: '/team-management' },
      { id: 'payouts', label: 'Payouts', href: '/billing-and-payouts', matches: ['/billing'] },
      { id: 'customer-portal', label: 'Customer Portal', href: '/payment-portal' },
      { id: 'privacy', label: 'Privacy', href: '/privacy' },
    ],
  },
];

/** The top tabs an account sees, each with the sub-tabs it sees: plain data for the frame. */
export function navFor(account: NavAccount): NavTab[] {
  return TOP_TABS.filter((tab) => !account.isParkingOnly || tab.parkingOnly).map((tab) => ({
    ...toLink(tab),
    prefixes: tab.prefixes,
    subTabs: tab.subTabs
      .filter((sub) => !sub.mailingOnly || account.isMailingEnabled)
      .map(({ id, label, href, matches }) => ({
        id,
        label,
        href,
        ...(matches ? { matches } : {}),
      })),
  }));
}

/** The top tabs the account sees, in order. */
export function visibleTabs(account: NavAccount): NavLink[] {
  return navFor(account).map(toLink);
}

/** The top tab the path belongs to, among those the account sees. */
export function activeTopTab(pathname: string, account: NavAccount): NavLink | null {
  const tab = tabOfPath(pathname, navFor(account));
  return tab ? toLink(tab) : null;
}

/** Top tabs and sub-tabs for a path and an account, each marked active or not. */
export function navigationFor(pathname: string, account: NavAccount): Navigation {
  return navigationIn(pathname, navFor(account));
}

/** The destinations the user menu lists: every visible top tab. */
export function menuDestinations(account: NavAccount): NavLink[] {
  return visibleTabs(account);
}

/** Where an account lands after choosing an organisation. */
export function homePathFor(account: Pick<NavAccount, 'isParkingOnly'>): string {
  return account.isParkingOnly ? '/meter/types' : '/overview';
}

/**
 * Whether the account sees a top tab: its screens and the BFF routes behind them (a parking-only
 * account sees only Parking Meters and Permits; spec 1 §6).
 */
export function seesTab(account: Pick<NavAccount, 'isParkingOnly'>, id: TopTabId): boolean {
  return !account.isParkingOnly || TOP_TABS.some((tab) => tab.id === id && tab.parkingOnly);
}

/** A page of a top tab the account does not see (it is sent to its home path instead). */
export function isHiddenPage(
  pathname: string,
  account: Pick<NavAccount, 'isParkingOnly'>,
): boolean {
  const tab = TOP_TABS.find((t) => t.prefixes.some((prefix) => pathMatches(prefix, pathname)));
  return !!tab && !seesTab(account, tab.id);
}
