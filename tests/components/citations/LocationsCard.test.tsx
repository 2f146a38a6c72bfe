/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LocationsCard } from '@/components/citations/settings/LocationsCard';
import { mockFetch } from '../support';

/** Deleting a ticket location asks first (issue 27 item 9); Cancel deletes nothing. */
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const locations = [
  { uuid: '0b8e7a2c-6d0e-4a51-9d3c-6f1d2b9a7e10', name: 'Lot A', latitude: null, longitude: null },
  {
    uuid: '1b8e7a2c-6d0e-4a51-9d3c-6f1d2b9a7e11',
    name: 'Lot B',
    latitude: 42.278123,
    longitude: -83.740119,
  },
] as Parameters<typeof LocationsCard>[0]['locations'];

describe('LocationsCard', () => {
  it('Delete opens a confirmation; Cancel deletes nothing', async () => {
    const { calls } = mockFetch();
    const onChanged = jest.fn();
    render(<LocationsCard locations={locations} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lot A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this location?' });
    expect(dialog).toHaveTextContent('“Lot A”');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows where each location is, or that it has no place', () => {
    mockFetch();
    render(<LocationsCard locations={locations} onChanged={jest.fn()} />);
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lot ANot placed');
    expect(rows[2]).toHaveTextContent('Lot B42.27812, -83.74012');
  });

  it('Set place sends both coordinates as typed and refreshes', async () => {
    const { calls } = mockFetch({
      status: 200,
      body: { ...locations[0], latitude: 42.1, longitude: -83.2 },
    });
    const onChanged = jest.fn();
    render(<LocationsCard locations={locations} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set place of Lot A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where is Lot A?' });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '42.1' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-83.2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save place' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: expect.stringContaining(`/api/citations/settings/locations/${locations[0].uuid}`),
        body: { latitude: '42.1', longitude: '-83.2' },
      }),
    ]);
  });

  it('confirming deletes that location', async () => {
    const { calls } = mockFetch({ status: 204 });
    const onChanged = jest.fn();
    render(<LocationsCard locations={locations} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lot B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this location?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        url: expect.stringContaining(locations[1].uuid),
      }),
    ]);
  });
});
