/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { SubdomainPanel } from '@/components/portal/branding/SubdomainPanel';
import type { BrandDetails } from '@/lib/contract/portal';
import { mockFetch } from '../support';

/** The subdomain check's answers, word for word (spec 3 §2: 'Available (save to confirm)'). */
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const brand: BrandDetails = {
  subdomain: 'northgate',
  brandTitle: 'Northgate',
  brandColor: 'ffffff',
  accentColor: 'ffffff',
  logoUrl: null,
  logoVersion: 0,
  isPrivate: false,
  portalActive: true,
};

async function check(answer: unknown) {
  mockFetch({ status: 200, body: answer });
  render(<SubdomainPanel brand={brand} />);
  fireEvent.change(screen.getByLabelText('Check a subdomain'), { target: { value: 'north-two' } });
  fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
}

describe('SubdomainPanel', () => {
  it("a free subdomain reads 'Available (save to confirm)', nothing more", async () => {
    await check({ available: true, message: null });
    const status = await screen.findByText('Available (save to confirm)');
    expect(status.closest('[role="status"]')).toHaveTextContent(/^Available \(save to confirm\)$/);
  });

  it("a taken one reads 'Unavailable' with the reason", async () => {
    await check({ available: false, message: 'Taken.' });
    expect(await screen.findByText('Unavailable')).toBeVisible();
  });
});
