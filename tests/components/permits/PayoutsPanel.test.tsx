/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PayoutsPanel } from '@/components/permits/products/PayoutsPanel';
import { browserNavigation } from '@/lib/fetcher';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { mockFetch } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const none = { accountExists: false, accountActive: false, portalActive: true };
const inactive = { accountExists: true, accountActive: false, portalActive: true };
const active = { accountExists: true, accountActive: true, portalActive: true };

describe('PayoutsPanel', () => {
  it('shows nothing once the account is active', () => {
    const { container } = render(<PayoutsPanel payouts={active} onChanged={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("activates: 'Activating permits...' while the call runs, then hands on the new status", async () => {
    let release: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => (release = resolve));
    const calls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(input)}`);
      await pending;
      return { ok: true, status: 200, text: async () => JSON.stringify(inactive) } as Response;
    }) as typeof fetch;
    const onChanged = jest.fn();
    render(<PayoutsPanel payouts={none} onChanged={onChanged} />);
    expect(screen.getByRole('heading', { name: 'Activate Vert Permits' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Activate Vert Permits' }));
    expect(await screen.findByRole('button', { name: pm.activatingPermits })).toBeDisabled();
    await act(async () => release(undefined));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(inactive));
    expect(calls).toEqual(['POST /api/permits/products/payouts/activate']);
  });

  it('shows the catalogue text when activation fails', async () => {
    mockFetch({ status: 409, body: { error: { code: 'X', message: pm.activationFailed } } });
    render(<PayoutsPanel payouts={none} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Activate Vert Permits' }));
    expect(await screen.findByText(pm.activationFailed)).toBeVisible();
  });

  it("offers only free permits and 'Verify business', which goes to the setup URL", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { calls } = mockFetch({ status: 200, body: { url: 'https://connect.example/setup' } });
    render(<PayoutsPanel payouts={inactive} onChanged={() => {}} />);
    expect(screen.getByText(/Until then only free permits can be created/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Verify business' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example/setup'));
    expect(screen.getByRole('button', { name: pm.loadingSecurePortal })).toBeDisabled();
    expect(calls[0]).toMatchObject({ url: '/api/permits/products/payouts/verify', method: 'POST' });
  });
});
