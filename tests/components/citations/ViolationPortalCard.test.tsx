/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ViolationPortalCard } from '@/components/citations/portal/ViolationPortalCard';
import { ToastProvider } from '@/components/ui/Toast';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { mockFetch } from '../support';

/**
 * Private mode shows what it does (issue 27 item 14): the branding preview says how violators
 * open a notice, and changes with the toggle before it is saved.
 */
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const view = (isPrivate: boolean) => ({
  isPrivate,
  header1: null,
  header2: null,
  defaults: { header1: 'Notice from Northgate.', header2: 'Pay online. No cash payments.' },
  portalRoot: null,
});

function draw(isPrivate: boolean) {
  mockFetch({ status: 200, body: view(isPrivate) });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <ViolationPortalCard />
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('ViolationPortalCard private mode', () => {
  it('a public portal: notices open from their link or by look-up', async () => {
    draw(false);
    expect(await screen.findByTestId('portal-mode-preview')).toHaveTextContent(
      cm.portalPublicPreview,
    );
  });

  it('a private one: nothing listed, look-up only; the toggle changes the preview at once', async () => {
    draw(true);
    const preview = await screen.findByTestId('portal-mode-preview');
    expect(preview).toHaveTextContent(cm.portalPrivateNote);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Private mode' }));
    expect(preview).toHaveTextContent(cm.portalPublicPreview);
  });
});
