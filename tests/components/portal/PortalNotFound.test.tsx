/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { PortalNotFound } from '@/components/portal/customer/PortalNotFound';

/** The portal's branded 404 (issue 27 item 20): a heading and a way back in the portal's colours. */
describe('PortalNotFound', () => {
  it('says the page is not there and links back in the button colour', () => {
    render(
      <PortalNotFound href="/portal/northgate/citations" label="Look up a violation notice" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Look up a violation notice' });
    expect(back).toHaveAttribute('href', '/portal/northgate/citations');
    expect(back.className).toContain('bg-[var(--portal-button-bg');
  });
});
