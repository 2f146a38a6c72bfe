/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { DecisionDialog } from '@/components/permits/issued/DecisionDialog';
import { StatusDialog } from '@/components/permits/issued/StatusDialog';
import { VehicleDialog } from '@/components/permits/issued/VehicleDialog';
import type { IssuedPermit } from '@/lib/contract/permits';
import { permitsMessages } from '@/lib/messages/permits';
import { mockFetch } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const PERMIT = {
  uuid: '6a1f3f0e-7e0b-4c43-9d55-1d1c2f1e8a01',
  customerPermitId: 'AB12CD34EF',
  permitName: 'Annual Faculty & Staff',
  customerName: 'Rae Racer',
  amount: 2500,
  message: null,
  permitHolder: { name: 'Rae Racer' },
} as unknown as IssuedPermit;

describe('StatusDialog', () => {
  it('keeps Save disabled until a status is chosen, then sends it with the message', async () => {
    const { calls } = mockFetch({ status: 200, body: { ...PERMIT, paidStatus: 'expired' } });
    const onChanged = jest.fn();
    render(<StatusDialog open permit={PERMIT} onClose={() => {}} onChanged={onChanged} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Expired'));
    expect(save).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: '  ' } });
    fireEvent.click(save);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        url: `/api/permits/issued/${PERMIT.uuid}/status`,
        method: 'PUT',
        body: { status: 'expired', message: null },
      },
    ]);
  });

  it('says a priced permit chosen paid waits for the payment; a failure shows the catalogue text', async () => {
    mockFetch({
      status: 502,
      body: { error: { code: 'PROVIDER_FAILED', message: permitsMessages.permitStatusFailed } },
    });
    render(<StatusDialog open permit={PERMIT} onClose={() => {}} onChanged={() => {}} />);
    fireEvent.click(await screen.findByLabelText(/^Valid \/ Approved/));
    expect(screen.getByRole('note')).toHaveTextContent('Needs payment');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(permitsMessages.permitStatusFailed)).toBeVisible();
  });
});

describe('DecisionDialog', () => {
  it('sends a blank message as null and the typed one trimmed', async () => {
    const { calls } = mockFetch({ status: 200, body: { ...PERMIT, paidStatus: 'rejected' } });
    const onDecided = jest.fn();
    const { rerender } = render(
      <DecisionDialog target={PERMIT} decision="reject" onClose={() => {}} onDecided={onDecided} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    rerender(
      <DecisionDialog target={null} decision="approve" onClose={() => {}} onDecided={onDecided} />,
    );
    rerender(
      <DecisionDialog
        target={PERMIT}
        decision="approve"
        onClose={() => {}}
        onDecided={onDecided}
      />,
    );
    expect(await screen.findByText(/waits for the payment/)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Message (optional)'), {
      target: { value: ' Welcome ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(2));
    expect(calls.map((c) => c.body)).toEqual([
      { decision: 'reject', message: null },
      { decision: 'approve', message: 'Welcome' },
    ]);
  });
});

describe('VehicleDialog', () => {
  const vehicle = {
    uuid: '6a1f3f0e-7e0b-4c43-9d55-1d1c2f1e8a02',
    plate: 'ABC123',
    state: 'CA',
    make: 'HONDA',
    model: 'CIVIC',
    color: 'BLUE',
    customerUUID: '6a1f3f0e-7e0b-4c43-9d55-1d1c2f1e8a03',
  };

  it('takes make, colour and state from the same lists as Add vehicle (issue 27 item 23)', async () => {
    mockFetch({ status: 200, body: { vehicles: [vehicle] } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <VehicleDialog open permit={{ ...PERMIT, vehicle }} onClose={() => {}} onSaved={() => {}} />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByLabelText(/^Vehicle/)).toBeEnabled());
    for (const [label, value, listed] of [
      [/^Make/, 'HONDA', 'TOYOTA'],
      [/^Color/, 'BLUE', 'SILVER'],
      [/^State\/Province\/Region/, 'CA', 'OR'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.tagName).toBe('SELECT');
      expect(field).toHaveValue(value);
      expect(within(field).getByRole('option', { name: new RegExp(listed) })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Model/).tagName).toBe('INPUT');
  });
});
