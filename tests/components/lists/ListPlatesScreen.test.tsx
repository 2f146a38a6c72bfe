/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import type { ListPlate, PlateList } from '@/lib/contract/lists';
import { messages } from '@/lib/messages';
import { router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/lists/x',
  useSearchParams: () => new URLSearchParams(),
}));

const { ListPlatesScreen } = jest.requireActual<
  typeof import('@/components/lists/ListPlatesScreen')
>('@/components/lists/ListPlatesScreen');

const LIST = '11111111-1111-4111-8111-111111111111';

function listOf(type: PlateList['type']): PlateList {
  return {
    uuid: LIST,
    name: 'Staff',
    type,
    plateCount: 3000,
    createdBy: 'Alex Morgan',
    createdAt: '2026-01-05T14:03:00.000Z',
    integrationEntity: null,
    listId: LIST,
    listName: 'Staff',
    isCheckEach: false,
    minutes: null,
    matchLookalikes: false,
  };
}

function plate(n: number): ListPlate {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    plate: `P${n}`,
    name: `Owner ${n}`,
    email: '',
    label: 'Lot A',
    label2: '',
    labelHex: 'FF0000',
    make: 'Honda',
    model: 'Civic',
    color: 'Red',
    expiresAt: '2030-01-01T00:00:00.000Z',
    createdAt: '2026-01-05T14:03:00.000Z',
    paidStatus: 'Valid',
    vendorName: null,
    vendorLocationCode: null,
    vendorLocationDescription: null,
    type: 0,
  };
}

/** Answers by path: the list, 2,500 of 3,000 plates, an empty search. */
function serve(type: PlateList['type']) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    let body: unknown = {};
    if (url.endsWith(`/api/lists/${LIST}`)) body = listOf(type);
    else if (url.endsWith('/plates'))
      body = { plates: Array.from({ length: 2500 }, (_, i) => plate(i)), count: 3000, limit: 2500 };
    else if (url.includes('/plates/search')) body = { plates: [] };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

function renderScreen() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <ListPlatesScreen listUuid={LIST} backHref="/lists" backLabel="All lists" />
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('ListPlatesScreen', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  it('says when the rows are capped and keeps the DOM small', async () => {
    serve(0);
    renderScreen();
    expect(await screen.findByText('Showing 2,500 of 3,000 plates')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByText('P0')).toBeInTheDocument();
    const rows = document.querySelectorAll('tbody tr[aria-rowindex]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByRole('heading', { name: 'Bulk upload plates (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All lists' })).toHaveAttribute('href', '/lists');
  });

  it('offers no CSV upload for permit lists', async () => {
    serve(3);
    renderScreen();
    await screen.findByText('Showing 2,500 of 3,000 plates');
    expect(screen.queryByRole('heading', { name: 'Bulk upload plates (CSV)' })).toBeNull();
  });

  it('keeps a permit list read-only: no Add a plate, no edit or delete per plate', async () => {
    serve(3);
    renderScreen();
    await screen.findByText('Showing 2,500 of 3,000 plates');
    expect(
      screen.getByText('Plates holding a permit; kept up to date by Permits.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a plate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit plate P0' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Edit' })).toBeNull();
  });

  it('offers Add a plate and edit on an allow list', async () => {
    serve(0);
    renderScreen();
    await screen.findByText('Showing 2,500 of 3,000 plates');
    expect(screen.getByRole('button', { name: 'Add a plate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit plate P0' })).toBeInTheDocument();
  });

  it('shows the empty search text and clears the search', async () => {
    const calls = serve(0);
    renderScreen();
    await screen.findByText('P0');
    fireEvent.change(screen.getByLabelText('Search plate or name'), { target: { value: 'zz9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(messages.noPlateFound)).toBeInTheDocument();
    expect(calls.some((u) => u.endsWith('/plates/search?q=ZZ9'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('P0')).toBeInTheDocument();
  });

  it('refuses a non-CSV file in the drop zone', async () => {
    serve(0);
    renderScreen();
    await screen.findByText('P0');
    const zone = screen.getByTestId('csv-drop-zone');
    const file = new File(['x'], 'plates.xlsx', { type: 'application/octet-stream' });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByText(messages.unsupportedFileType)).toBeInTheDocument();
  });

  it('normalises the plate in Add a plate and shows the hex swatch', async () => {
    serve(0);
    renderScreen();
    await screen.findByText('P0');
    fireEvent.click(screen.getByRole('button', { name: 'Add a plate' }));
    const field = await screen.findByLabelText(/^Plate/);
    fireEvent.change(field, { target: { value: 'ab-12 c' } });
    expect(field).toHaveValue('AB12C');
    fireEvent.change(screen.getByLabelText('Label colour (hex)'), {
      target: { value: '#1e90ff' },
    });
    expect(screen.getByLabelText('Label colour (hex)')).toHaveValue('1e90ff');
    await waitFor(() =>
      expect(screen.getByTestId('hex-swatch')).toHaveStyle({ backgroundColor: '#1E90FF' }),
    );
  });
});
