/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { defaultPermitForm, type PermitFormBody } from '@/lib/rules/permits/permit-form';
import { router } from '../support';

jest.mock('next/navigation', () => ({ useRouter: () => router }));

const { PermitTypeForm } = jest.requireActual<
  typeof import('@/components/permits/products/PermitTypeForm')
>('@/components/permits/products/PermitTypeForm');

beforeEach(() => {
  router.push.mockClear();
});

function renderForm(accountActive: boolean, send: (body: PermitFormBody) => Promise<unknown>) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PermitTypeForm
        initial={defaultPermitForm('UTC')}
        accountActive={accountActive}
        submitLabel="Create permit"
        busyLabel={pm.creatingPermit}
        failedText={pm.permitCreateFailed}
        cancelHref="/permits/types"
        send={send}
      />
    </SWRConfig>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('PermitTypeForm', () => {
  it('sends nothing while name or description is missing', async () => {
    const send = jest.fn(async () => ({}));
    renderForm(true, send);
    fireEvent.click(screen.getByRole('button', { name: 'Create permit' }));
    expect(await screen.findByText('Please enter a name.')).toBeVisible();
    expect(screen.getByText('Please enter a description.')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('opens the price dialog for a priced permit without an active account', async () => {
    const send = jest.fn(async () => ({}));
    renderForm(false, send);
    fill('Name', 'Monthly');
    fill('Description', 'Monthly parking.');
    fill('Price', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Create permit' }));
    expect(await screen.findByRole('dialog', { name: pm.permitPriceTooHigh })).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the convenience fee in dollars and sends it in cents', async () => {
    const send = jest.fn(async (body: PermitFormBody) => body);
    renderForm(true, send);
    expect(screen.getByLabelText(/^Convenience fee \(\$\)/)).toHaveValue('0.20');
    fill('Name', 'Visitor');
    fill('Description', 'Visitors.');
    fill('Price', '3');
    fill('Convenience fee', '0.35');
    fireEvent.click(screen.getByRole('button', { name: 'Create permit' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0][0]).toMatchObject({ amount: 300, convenienceFee: 35 });
  });

  it("sends the body with the rules applied, shows 'Creating permit...', returns to the list", async () => {
    let release: () => void = () => {};
    const send = jest.fn(
      (body: PermitFormBody) =>
        new Promise<PermitFormBody>((resolve) => (release = () => resolve(body))),
    );
    renderForm(false, send);
    fill('Name', 'Visitor');
    fill('Description', 'Visitors.');
    fill('Price', '-2');
    fireEvent.blur(screen.getByLabelText(/^Price/));
    fill('Maximum permits', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create permit' }));
    expect(await screen.findByRole('button', { name: pm.creatingPermit })).toBeDisabled();
    expect(send.mock.calls[0][0]).toMatchObject({
      name: 'Visitor',
      amount: 0,
      maxCount: null,
      currency: 'USD',
      convenienceFee: 20,
      isAutoApproved: true,
      isPrivate: true,
    });
    release();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/permits/types'));
  });

  it('shows the failure text when the create fails', async () => {
    const { ApiError } = await import('@/lib/fetcher');
    const send = jest.fn(async () => {
      throw new ApiError(502, 'PROVIDER_FAILED', pm.permitCreateFailed);
    });
    renderForm(true, send);
    fill('Name', 'Visitor');
    fill('Description', 'Visitors.');
    fill('Price', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create permit' }));
    expect(await screen.findByText(pm.permitCreateFailed)).toBeVisible();
    expect(router.push).not.toHaveBeenCalled();
  });
});
