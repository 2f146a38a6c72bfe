import { describe, expect, it } from '@jest/globals';
import {
  activeTopTab,
  homePathFor,
  menuDestinations,
  navigationFor,
  pathMatches,
  visibleTabs,
  type NavAccount,
} from '@/lib/rules/shell/navigation';

const normal: NavAccount = { isParkingOnly: false, isMailingEnabled: false };
const mailing: NavAccount = { isParkingOnly: false, isMailingEnabled: true };
const parkingOnly: NavAccount = { isParkingOnly: true, isMailingEnabled: false };
const parkingOnlyMailing: NavAccount = { isParkingOnly: true, isMailingEnabled: true };

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const active = (items: { label: string; active: boolean }[]) =>
  items.find((i) => i.active)?.label ?? null;

describe('visibleTabs (spec 1 §2)', () => {
  it.each([
    [
      'normal',
      normal,
      ['Home', 'LPR', 'Parking Meters', 'Permits', 'Enforcement', 'Reports', 'Settings'],
    ],
    [
      'mailing',
      mailing,
      ['Home', 'LPR', 'Parking Meters', 'Permits', 'Enforcement', 'Reports', 'Settings'],
    ],
    ['parking-only', parkingOnly, ['Parking Meters', 'Permits']],
    ['parking-only with mailing', parkingOnlyMailing, ['Parking Meters', 'Permits']],
  ])('%s', (_name, account, expected) => {
    expect(labels(visibleTabs(account))).toEqual(expected);
    expect(labels(menuDestinations(account))).toEqual(expected);
  });

  it('links each tab to its first screen', () => {
    expect(visibleTabs(normal).map((t) => t.href)).toEqual([
      '/overview',
      '/scans',
      '/meter/types',
      '/permits/types',
      '/citations/issued',
      '/reports',
      '/team-management',
    ]);
  });
});

describe('activeTopTab', () => {
  it.each([
    ['/overview', normal, 'Home'],
    ['/scans', normal, 'LPR'],
    ['/scans/0f8b-uuid', normal, 'LPR'],
    ['/alerts/abc', normal, 'LPR'],
    ['/lists/abc/geofence', normal, 'LPR'],
    ['/timelimit/abc/rule', normal, 'LPR'],
    ['/sentinel-cameras', normal, 'LPR'],
    ['/meter/types', normal, 'Parking Meters'],
    ['/meter/abc/rates', parkingOnly, 'Parking Meters'],
    ['/permits/types', parkingOnly, 'Permits'],
    ['/customer-portal', normal, 'Permits'],
    ['/citations/detail/abc', normal, 'Enforcement'],
    ['/reports', normal, 'Reports'],
    ['/reports/generate', normal, 'Reports'],
    ['/report/plate/ABC123', normal, 'Reports'],
    ['/team-management', normal, 'Settings'],
    ['/billing-and-payouts', normal, 'Settings'],
    ['/billing', normal, 'Settings'],
    ['/billingx', normal, null],
    ['/payment-portal', normal, 'Settings'],
    ['/payment-portal/', normal, 'Settings'],
    ['/scans?page=2', normal, 'LPR'],
    // Not visible to the account, or outside every area.
    ['/scans', parkingOnly, null],
    ['/overview', parkingOnly, null],
    ['/orgs', normal, null],
    ['/scansx', normal, null],
    ['/reportsx', normal, null],
  ])('%s (%j) → %s', (path, account, expected) => {
    expect(activeTopTab(path, account)?.label ?? null).toBe(expected);
  });
});

describe('navigationFor: sub-tabs and the active one', () => {
  it.each([
    [
      '/scans',
      normal,
      'LPR',
      ['Scans', 'Alerts', 'Lists', 'Digital Chalking Rules', 'Sentinel Cameras'],
      'Scans',
    ],
    ['/alerts/abc', normal, 'LPR', null, 'Alerts'],
    ['/lists/abc', normal, 'LPR', null, 'Lists'],
    ['/lists/timelimit/abc', normal, 'LPR', null, 'Digital Chalking Rules'],
    ['/timelimit/abc/plates', normal, 'LPR', null, 'Digital Chalking Rules'],
    ['/meter/types', parkingOnly, 'Parking Meters', ['Meters', 'Paid Sessions'], 'Meters'],
    ['/meter/abc/sessions', normal, 'Parking Meters', null, 'Meters'],
    ['/meter/allsessions', normal, 'Parking Meters', null, 'Paid Sessions'],
    [
      '/permits/types',
      normal,
      'Permits',
      [
        'Permit Types',
        'Approvals',
        'Issued Permits',
        'Permit Holders',
        'Business Accounts',
        'Permit Portal',
      ],
      'Permit Types',
    ],
    ['/permits/create', normal, 'Permits', null, 'Permit Types'],
    ['/permits/abc', normal, 'Permits', null, 'Permit Types'],
    ['/permits/abc/edit', normal, 'Permits', null, 'Permit Types'],
    ['/permits/approvals', normal, 'Permits', null, 'Approvals'],
    ['/permits/abc/approvals', normal, 'Permits', null, 'Approvals'],
    ['/permits/approvals/abc/issued/def', normal, 'Permits', null, 'Approvals'],
    ['/permits/issued', parkingOnly, 'Permits', null, 'Issued Permits'],
    ['/permits/abc/issued/def', normal, 'Permits', null, 'Issued Permits'],
    ['/permits/abc/type/def/issued', normal, 'Permits', null, 'Issued Permits'],
    ['/permits/holders/abc/add_permit', normal, 'Permits', null, 'Permit Holders'],
    ['/permits/business-accounts/a/customer/b', normal, 'Permits', null, 'Business Accounts'],
    ['/permits/permit-portal', normal, 'Permits', null, 'Permit Portal'],
    ['/customer-portal', normal, 'Permits', null, 'Permit Portal'],
    [
      '/citations/issued',
      normal,
      'Enforcement',
      [
        'Issued Violations',
        'Violation Types',
        'Appeals',
        'Violation Settings',
        'Violation Portal',
        'About',
      ],
      'Issued Violations',
    ],
    [
      '/citations/issued',
      mailing,
      'Enforcement',
      [
        'Issued Violations',
        'Violation Types',
        'Appeals',
        'Violation Settings',
        'Violation Portal',
        'Violation mailing',
        'About',
      ],
      'Issued Violations',
    ],
    ['/citations/detail/abc', normal, 'Enforcement', null, 'Issued Violations'],
    ['/citations/types/abc/edit', normal, 'Enforcement', null, 'Violation Types'],
    ['/citations/types/create', normal, 'Enforcement', null, 'Violation Types'],
    ['/citations/appeals/detail/abc', normal, 'Enforcement', null, 'Appeals'],
    ['/citations/mailing', mailing, 'Enforcement', null, 'Violation mailing'],
    ['/citations/about', normal, 'Enforcement', null, 'About'],
    [
      '/team-management',
      normal,
      'Settings',
      ['Team Management', 'Payouts', 'Customer Portal', 'Privacy'],
      'Team Management',
    ],
    ['/billing-and-payouts', normal, 'Settings', null, 'Payouts'],
    ['/billing', normal, 'Settings', null, 'Payouts'],
    ['/payment-portal', normal, 'Settings', null, 'Customer Portal'],
    ['/privacy', normal, 'Settings', null, 'Privacy'],
    ['/overview', normal, 'Home', [], null],
    ['/reports/generate', normal, 'Reports', [], null],
    ['/orgs', normal, null, [], null],
    ['/scans', parkingOnly, null, [], null],
  ])('%s (%j)', (path, account, top, subLabels, activeSub) => {
    const nav = navigationFor(path, account);
    expect(active(nav.tabs)).toBe(top);
    if (subLabels) expect(labels(nav.subTabs)).toEqual(subLabels);
    expect(active(nav.subTabs)).toBe(activeSub);
    expect(nav.tabs.filter((t) => t.active).length).toBeLessThanOrEqual(1);
    expect(nav.subTabs.filter((t) => t.active).length).toBeLessThanOrEqual(1);
  });
});

describe('pathMatches', () => {
  it.each([
    ['/scans', '/scans', true],
    ['/scans', '/scans/abc', true],
    ['/scans', '/scansx', false],
    ['/permits/*/issued', '/permits/abc/issued/def', true],
    ['/permits/*/issued', '/permits/abc/approvals', false],
    ['/permits/*/issued', '/permits/issued', false],
  ])('%s ~ %s → %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

describe('homePathFor', () => {
  it.each([
    [normal, '/overview'],
    [parkingOnly, '/meter/types'],
  ])('%j → %s', (account, expected) => {
    expect(homePathFor(account)).toBe(expected);
  });
});
