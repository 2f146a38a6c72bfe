/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { TrialNotice } from '@/components/shell/TrialNotice';
import type { Subscription } from '@/lib/contract/auth';
import { messages } from '@/lib/messages';

/**
 * Behind the trial-ended dialog (issue 27 item 21): one notice covers the screen, whose refused
 * calls showed a red 'Try again' card each (four on the overview).
 */
const ended: Subscription = {
  orgName: 'Harbor Lots',
  paidSeatCount: 0,
  subEndDate: null,
  trialDaysLeft: -3,
  trialEndDate: null,
  isActive: true,
  type: 'trial',
};

function Frame({ subscription }: { subscription: Subscription }) {
  return (
    <>
      <TrialNotice subscription={subscription} error={undefined} onEnded={() => {}} />
      <main id="main" className="relative">
        {[1, 2, 3, 4].map((n) => (
          <p key={n} data-testid="card">
            {messages.trialEnded} Try again
          </p>
        ))}
      </main>
    </>
  );
}

describe('the screen behind the trial-ended dialog', () => {
  it('is covered by one notice', async () => {
    render(<Frame subscription={ended} />);
    const cover = await screen.findByTestId('trial-cover');
    expect(cover.parentElement).toHaveAttribute('id', 'main');
    expect(cover).toHaveClass('absolute', 'inset-0');
    expect(within(cover).getByRole('alert')).toHaveTextContent(messages.trialEnded);
    expect(within(cover).queryByText(/Try again/)).not.toBeInTheDocument();
  });

  it('a running trial: nothing covers the screen', () => {
    render(<Frame subscription={{ ...ended, trialDaysLeft: 5 }} />);
    expect(screen.queryByTestId('trial-cover')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('card')).toHaveLength(4);
  });
});
