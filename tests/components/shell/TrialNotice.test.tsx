/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { TrialNotice } from '@/components/shell/TrialNotice';
import type { Subscription } from '@/lib/contract/auth';
import { ApiError } from '@/lib/fetcher';
import { messages, trialBannerText } from '@/lib/messages';

const trial: Subscription = {
  orgName: 'Demo',
  paidSeatCount: 0,
  subEndDate: null,
  trialDaysLeft: 12,
  trialEndDate: null,
  isActive: true,
  type: 'trial',
};

describe('TrialNotice', () => {
  it('shows the trial banner while the trial runs', () => {
    render(<TrialNotice subscription={trial} error={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(trialBannerText(12));
  });

  it('shows nothing for a paid subscription', () => {
    const { container } = render(
      <TrialNotice subscription={{ ...trial, type: 'paid', paidSeatCount: 4 }} error={undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['days below 0', { ...trial, trialDaysLeft: -1 }, undefined],
    ['inactive', { ...trial, isActive: false }, undefined],
    ['403', undefined, new ApiError(403, 'FORBIDDEN', 'no')],
    ['no answer', undefined, new ApiError(0, 'NETWORK_ERROR', 'offline')],
  ])('%s: blocking dialog whose Dismiss logs out', async (_name, subscription, error) => {
    const onEnded = jest.fn<() => void>();
    render(<TrialNotice subscription={subscription} error={error} onEnded={onEnded} />);
    const dialog = await screen.findByRole('alertdialog', { name: messages.trialEnded });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
