/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { MailingScreen } from '@/components/citations/mailing/MailingScreen';
import { ToastProvider } from '@/components/ui/Toast';

/**
 * A second submission of the same mailing candidates is warned, with the date of the last
 * mailing (issue 27 item 8); a first one is confirmed plainly.
 */
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function draw(count: unknown) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const body = String(input).includes('/count') ? count : { log: [] };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <MailingScreen />
      </ToastProvider>
    </SWRConfig>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('MailingScreen', () => {
  it('notices mailed before: a warning with how many and the date, and Submit again', async () => {
    draw({ count: 2248, alreadyMailed: 2248, lastMailedAt: '2026-11-28T17:05:00.000Z' });
    const dialog = await screen.findByRole('dialog', { name: 'Submit mailing job?' });
    const warning = within(dialog).getByText(/already sent to the mailing vendor/);
    expect(warning).toHaveTextContent(
      /^2,248 of these notices were already sent to the mailing vendor, last on Nov 28, 2026 \d{1,2}:05 [AP]M\. Submitting again mails them a second time\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Submit again' })).toBeVisible();
  });

  it('none mailed before: the plain confirmation', async () => {
    draw({ count: 12, alreadyMailed: 0, lastMailedAt: null });
    const dialog = await screen.findByRole('dialog', { name: 'Submit mailing job?' });
    expect(within(dialog).queryByText(/already sent/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeVisible();
  });
});
