/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { PermitSummary as CustomerPermitSummary } from '@/components/portal/customer/PermitSummary';
import { PermitSummary } from '@/components/permits/products/PermitSummary';
import type { PermitProduct } from '@/lib/contract/permits';

/**
 * The convenience fee is stored in cents (spec 2 §3: default 20, i.e. $0.20): the staff summary
 * and the portal checkout show it as money, never as a bare "20".
 */
const product: PermitProduct = {
  uuid: '6f1c1b7e-8a36-4d8f-9d55-0c5a3d8f1a01',
  name: 'Annual Faculty & Staff',
  description: 'All lots, all year.',
  amount: 42_000,
  currency: 'USD',
  convenienceFee: 20,
  billingType: 'ONE TIME',
  billingPeriod: 'NONE',
  permitDuration: 1,
  permitDurationUnit: 'YEAR',
  isAutoApproved: true,
  isRegImgRequired: false,
  maxCount: null,
  isEmailVerify: true,
  timeSelectionType: 1,
  chosenDate: null,
  chosenEndDate: null,
  timeZone: 'America/New_York',
  isCustomerEntityOnly: false,
  isCustomerEntityAll: false,
  isPrivate: false,
  entityUUID: '0b8e3c39-53a4-4b8e-b1e5-2b4c8e7e0a02',
  createdOn: '2026-11-01T12:00:00.000Z',
  createdBy: null,
  permitCount: 0,
  totalCount: 0,
  approvalCount: 0,
};

/** The <dd> of a term in a description list. */
const valueOf = (term: string) => screen.getByText(term).closest('div')!.querySelector('dd');

describe('the convenience fee as money', () => {
  it('the staff summary shows 20 cents as $0.20', () => {
    render(<PermitSummary product={product} full />);
    expect(valueOf('Convenience fee')).toHaveTextContent(/^\$0\.20$/);
  });

  it('the staff summary shows a CAD fee with its currency, and none on a free type', () => {
    const { unmount } = render(
      <PermitSummary product={{ ...product, currency: 'CAD', convenienceFee: 149 }} full />,
    );
    expect(valueOf('Convenience fee')).toHaveTextContent(/^CA\$1\.49$/);
    unmount();
    render(<PermitSummary product={{ ...product, amount: 0 }} full />);
    expect(valueOf('Convenience fee')).toHaveTextContent('—');
  });

  it('the portal checkout lists the fee as its own line and adds it to the total', () => {
    render(<CustomerPermitSummary product={product} />);
    const lines = within(screen.getByRole('heading', { name: product.name }).parentElement!);
    expect(lines.getByText('Permit').nextSibling).toHaveTextContent('$420.00');
    expect(lines.getByText('Convenience fee').nextSibling).toHaveTextContent('$0.20');
    expect(lines.getByText('Total').nextSibling).toHaveTextContent('$420.20');
  });

  it('the portal checkout of a free type shows no fee', () => {
    render(<CustomerPermitSummary product={{ ...product, amount: 0 }} />);
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.queryByText('Convenience fee')).toBeNull();
  });
});
