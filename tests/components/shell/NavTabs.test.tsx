/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { NavTabs } from '@/components/shell/NavTabs';
import { navFor } from '@/lib/rules/shell/navigation';

const normal = { isParkingOnly: false, isMailingEnabled: false };
const parkingOnly = { isParkingOnly: true, isMailingEnabled: false };
const mailing = { isParkingOnly: false, isMailingEnabled: true };

function linkNames(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('NavTabs', () => {
  it('shows every top tab to a normal account and marks the current one', () => {
    render(<NavTabs pathname="/alerts/abc" nav={navFor(normal)} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual([
      'Home',
      'LPR',
      'Parking Meters',
      'Permits',
      'Enforcement',
      'Reports',
      'Settings',
    ]);
    expect(within(main).getByRole('link', { name: 'LPR' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'LPR' })).toHaveAttribute('href', '/scans');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    const sub = screen.getByRole('navigation', { name: 'LPR pages' });
    expect(linkNames(sub)).toEqual([
      'Scans',
      'Alerts',
      'Lists',
      'Digital Chalking Rules',
      'Sentinel Cameras',
    ]);
    expect(within(sub).getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows only Parking Meters and Permits to a parking-only account', () => {
    render(<NavTabs pathname="/meter/types" nav={navFor(parkingOnly)} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual(['Parking Meters', 'Permits']);
    expect(within(main).getByRole('link', { name: 'Parking Meters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sub = screen.getByRole('navigation', { name: 'Parking Meters pages' });
    expect(linkNames(sub)).toEqual(['Meters', 'Paid Sessions']);
    expect(within(sub).getByRole('link', { name: 'Meters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers Violation mailing only to mailing organisations', () => {
    const { unmount } = render(<NavTabs pathname="/citations/issued" nav={navFor(normal)} />);
    expect(screen.queryByRole('link', { name: 'Violation mailing' })).not.toBeInTheDocument();
    unmount();
    render(<NavTabs pathname="/citations/mailing" nav={navFor(mailing)} />);
    expect(screen.getByRole('link', { name: 'Violation mailing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('wraps the sub-tabs rather than hiding the last ones past the edge (issue 27 item 10)', () => {
    render(<NavTabs pathname="/citations/mailing" nav={navFor(mailing)} />);
    // jsdom lays nothing out: the row's own rule is what shows it at 768 px (no clipped scroller).
    const row = within(screen.getByRole('navigation', { name: 'Enforcement pages' })).getByRole(
      'list',
    );
    expect(row).toHaveClass('flex-wrap');
    expect(row).not.toHaveClass('overflow-x-auto');
  });

  it('has no sub-tabs on Home', () => {
    render(<NavTabs pathname="/overview" nav={navFor(normal)} />);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
