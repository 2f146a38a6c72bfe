/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { PortalLinkCard } from '@/components/permits/products/PortalLinkCard';
import type { PermitPortalLinks } from '@/lib/contract/permits/bff';

const ROOT = 'https://northgate.portal.example.com';
const portal = (over: Partial<PermitPortalLinks>): PermitPortalLinks => ({
  root: ROOT,
  address: `${ROOT}/permit/p1/guestcheckout`,
  qrTarget: `${ROOT}/permit/p1/guestcheckout`,
  portalActive: true,
  businessOnly: false,
  allBusinessAccounts: false,
  isPrivate: false,
  subdomain: 'northgate',
  brandTitle: 'Northgate',
  brandColor: 'ffffff',
  ...over,
});

describe('PortalLinkCard', () => {
  it('shows the public address with Copy and View', () => {
    render(<PortalLinkCard portal={portal({})} />);
    expect(screen.getByText('Customers register for this permit at:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      `${ROOT}/permit/p1/guestcheckout`,
    );
  });

  // Issue 27 item 3: a business-accounts-only type has no public link; the card says how it is issued.
  it.each([
    [
      true,
      'Every business account can issue it to its people from its own account; no assignment is needed.',
    ],
    [
      false,
      "To let a business issue it, open the business under Business accounts and add it with 'Select a permit'; that business then issues it to its people from its own account.",
    ],
  ])(
    'business accounts only (all accounts: %p): no public link, how it is issued',
    (all, howTo) => {
      render(
        <PortalLinkCard
          portal={portal({
            address: null,
            qrTarget: null,
            businessOnly: true,
            allBusinessAccounts: all,
          })}
        />,
      );
      expect(
        screen.getByText(
          'This permit is issued through business accounts only: it has no public registration link or QR code.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(howTo, { exact: false })).toBeInTheDocument();
      expect(screen.queryByText('Customers register for this permit at:')).toBeNull();
      expect(screen.queryByRole('link', { name: /View/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Business accounts' })).toHaveAttribute(
        'href',
        '/permits/business-accounts',
      );
    },
  );
});
