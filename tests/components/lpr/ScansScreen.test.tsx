/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import type { Scan } from '@/lib/contract/lpr';
import { messages } from '@/lib/messages';
import { router } from '../support';
import { scanRow as aScan } from '@/tests/support/scan-row';

let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/scans',
  useSearchParams: () => search,
}));

const { ScansScreen } = jest.requireActual<typeof import('@/components/lpr/ScansScreen')>(
  '@/components/lpr/ScansScreen',
);

function scanRow(n: number, overrides: Partial<Scan> = {}): Scan {
  return aScan(n, {
    plate: `ABC${n}`,
    confidence: 0.873,
    listUUID: 'l-1',
    listName: 'Staff permits',
    listType: 0,
    ...overrides,
    alertDetail: { status: 'Expired', ...overrides.alertDetail },
  });
}

/** Answers the BFF routes by path and records the requests. */
function mockBff(pages: Record<string, unknown>) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const body = pages[path] ?? pages[path.split('?')[0]];
    const text = JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    return {
      ok: body !== undefined,
      status: body !== undefined ? 200 : 404,
      text: async () => text,
    } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

function renderScreen() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <ScansScreen />
      </ToastProvider>
    </SWRConfig>,
  );
}

const members = {
  members: [
    { uuid: 'm-1', fullname: 'Pat Lee' },
    { uuid: 'm-2', fullname: 'Priya Shah' },
  ],
};

const realFetch = globalThis.fetch;
beforeEach(() => {
  search = new URLSearchParams();
  window.sessionStorage.clear();
  router.push.mockClear();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('ScansScreen', () => {
  it("shows 'No scans generated yet' for an organisation without scans", async () => {
    mockBff({
      '/api/scans?page=1': { plates: [], count: 0, page: 1, pageSize: 100, mode: 'all' },
      '/api/scans/members': members,
    });
    renderScreen();
    expect(await screen.findByText(messages.noScans)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Scans' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pat Lee' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the rows with confidence as percent, the alert text, and opens a scan', async () => {
    const rows = [scanRow(1), scanRow(2, { alertDetail: null, listName: null, listType: null })];
    mockBff({
      '/api/scans?page=2&member=m-1': {
        plates: rows,
        count: 102,
        page: 2,
        pageSize: 100,
        mode: 'member',
      },
      '/api/scans/members': members,
    });
    search = new URLSearchParams('member=m-1&page=2');
    renderScreen();
    const row = await screen.findByRole('row', { name: /^Open scan ABC1,/ });
    expect(within(row).getByText('87%')).toBeInTheDocument();
    expect(within(row).getByText('Alert for Staff permits')).toBeInTheDocument();
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Plate ABC1' })).toHaveAttribute(
      'src',
      rows[0].plateImgUrl,
    );
    expect(screen.getByText('101–102 of 102 scans')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveValue(2);
    expect(screen.getByText('of 2')).toBeInTheDocument();
    // The row is a real link: it opens the scan even before the page's scripts have loaded.
    expect(within(row).getByRole('link', { name: /^Open scan ABC1,/ })).toHaveAttribute(
      'href',
      `/scans/${rows[0].uuid}`,
    );
  });

  it('offers Delete (n) for selected rows and asks first', async () => {
    mockBff({
      '/api/scans?page=1': {
        plates: [scanRow(1), scanRow(2), scanRow(3)],
        count: 3,
        page: 1,
        pageSize: 100,
        mode: 'all',
      },
      '/api/scans/members': members,
    });
    renderScreen();
    await screen.findByRole('row', { name: /^Open scan ABC1,/ });
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select ABC1,/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select ABC3,/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    expect(await screen.findByText(messages.deleteConfirm)).toBeInTheDocument();
  });
});
