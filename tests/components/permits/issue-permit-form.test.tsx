/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IssueForm } from '@/components/permits/holders/IssuePermitForm';
import { permitsMessages } from '@/lib/messages/permits';
import { mockFetch } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const vehicle = (uuid: string, plate: string) => ({
  uuid,
  customerUUID: 'c-1',
  plate,
  state: 'CA',
  make: 'FORD',
  model: 'FOCUS',
  color: 'BLUE',
});
const products = [{ uuid: 'p-1', name: 'Resident', amount: 2500, currency: 'USD' as const }];

function renderForm(vehicles = [vehicle('v-1', 'ABC123'), vehicle('v-2', 'XYZ9')]) {
  const onIssued = jest.fn(async () => {});
  render(
    <IssueForm
      id="c-1"
      initialName="Dana Reyes"
      initialEmail="dana@example.com"
      vehicles={vehicles}
      products={products}
      onVehicleAdded={async () => {}}
      onIssued={onIssued}
    />,
  );
  return onIssued;
}

describe('IssueForm (manual permit issue)', () => {
  it('sends nothing and marks the permit type and vehicle when they are missing', async () => {
    const { calls } = mockFetch();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Issue permit' }));
    expect(await screen.findByText('Please fill in the fields marked in red.')).toBeVisible();
    expect(screen.getByText('Please choose a permit type.')).toBeVisible();
    expect(screen.getByText('Please choose or add a vehicle.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('issues the chosen type to the chosen vehicle with the holder details, then hands on', async () => {
    const { calls } = mockFetch({ status: 200, body: {} });
    const onIssued = renderForm();
    fireEvent.change(screen.getByLabelText(/^Permit type/), { target: { value: 'p-1' } });
    fireEvent.click(screen.getByLabelText(/XYZ9/));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: ' Oakland ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue permit' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toMatchObject({
      permitProductUUID: 'p-1',
      vehicleUUID: 'v-2',
      holderName: 'Dana Reyes',
      holderEmail: 'dana@example.com',
      holderCity: 'Oakland',
      holderAddress1: null,
    });
  });

  it('chooses the only vehicle by itself and shows the catalogue text when the issue fails', async () => {
    mockFetch({ status: 500, body: { error: { code: 'X', message: 'boom' } } });
    const onIssued = renderForm([vehicle('v-1', 'ABC123')]);
    expect(screen.getByLabelText(/ABC123/)).toBeChecked();
    fireEvent.change(screen.getByLabelText(/^Permit type/), { target: { value: 'p-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue permit' }));
    expect(await screen.findByText(permitsMessages.permitCreateFailed)).toBeVisible();
    expect(onIssued).not.toHaveBeenCalled();
  });
});
