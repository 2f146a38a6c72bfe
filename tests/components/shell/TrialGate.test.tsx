/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { TrialGate } from '@/components/shell/TrialNotice';
import { messages } from '@/lib/messages';
import type { TrialState } from '@/lib/rules/billing/trial';

/**
 * Behind the trial-ended dialog (issue 27 item 21): one notice instead of the screen, whose
 * refused calls showed a red 'Try again' card each (four on the overview).
 */
function Screen() {
  return (
    <>
      {[1, 2, 3, 4].map((n) => (
        <p key={n} role="alert">
          {messages.trialEnded} Try again
        </p>
      ))}
    </>
  );
}

const ended: TrialState = { kind: 'ended' };

describe('TrialGate', () => {
  it.each([
    ['an administrator', false, '/overview'],
    ['a super administrator off /billing', true, '/overview'],
  ])('%s after the trial: one notice, not the screen', async (_who, isSuperAdmin, pathname) => {
    render(
      <TrialGate state={ended} isSuperAdmin={isSuperAdmin} pathname={pathname}>
        <Screen />
      </TrialGate>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.trialEnded);
    expect(screen.getAllByText(messages.trialEnded, { exact: false })).toHaveLength(1);
    expect(screen.queryByText(/Try again/)).not.toBeInTheDocument();
  });

  it.each([
    ['a super administrator on /billing', ended, true, '/billing'],
    ['a running trial', { kind: 'trial', daysLeft: 3 } as TrialState, false, '/overview'],
    ['a paid subscription', { kind: 'ok' } as TrialState, false, '/overview'],
    ['a check still loading', { kind: 'loading' } as TrialState, false, '/overview'],
  ])('%s: the screen itself', (_what, state, isSuperAdmin, pathname) => {
    render(
      <TrialGate state={state} isSuperAdmin={isSuperAdmin} pathname={pathname}>
        <p>The screen</p>
      </TrialGate>,
    );
    expect(screen.getByText('The screen')).toBeVisible();
  });
});
