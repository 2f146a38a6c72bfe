/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { messages } from '@/lib/messages';
import { mockFetch, router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/reports',
  useSearchParams: () => new URLSearchParams(),
}));

const { CreateReportDialog } = jest.requireActual<
  typeof import('@/components/reports/CreateReportDialog')
>('@/components/reports/CreateReportDialog');

const LISTS = {
  lists: [{ uuid: '11111111-1111-4111-8111-111111111111', name: 'Hotlist', type: 1 }],
};

function renderDialog() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CreateReportDialog open onClose={() => {}} />
    </SWRConfig>,
  );
}

beforeEach(() => {
  router.push.mockReset();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('CreateReportDialog', () => {
  it('offers every report type: LPR Scans, Permits, Violations and Meters', async () => {
    mockFetch({ status: 200, body: LISTS });
    renderDialog();
    const type = await screen.findByLabelText(/Report type/);
    expect([...(type as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'LPR Scans',
      'Permits',
      'Violations',
      'Meters',
    ]);
    expect(await screen.findByRole('option', { name: 'Hotlist' })).toBeInTheDocument();
  });

  it('does nothing until both dates are valid and in order', async () => {
    const { calls } = mockFetch({ status: 200, body: LISTS }, { status: 200, body: {} });
    renderDialog();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-11-20' } });
    expect(search).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-11-01' } });
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(search).toBeDisabled();
    fireEvent.submit(search.closest('form')!);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-11-25' } });
    expect(search).toBeEnabled();
    await screen.findByRole('option', { name: 'Hotlist' });
    fireEvent.change(screen.getByLabelText(/^List/), {
      target: { value: LISTS.lists[0].uuid },
    });
    await act(async () => {
      fireEvent.click(search);
    });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/reports/log');
    expect(post?.body).toMatchObject({
      params: {
        reportType: 'scans',
        rawStartDate: '2026-11-20',
        rawEndDate: '2026-11-25',
        listUUID: LISTS.lists[0].uuid,
        listName: 'Hotlist',
      },
    });
    expect(router.push).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\/reports\/generate\?reportType=scans&startDate=.*&listName=Hotlist&rawStartDate=2026-11-20&rawEndDate=2026-11-25$/,
      ),
    );
  });

  it('shows the spec’s message when the report cannot be made', async () => {
    mockFetch(
      { status: 200, body: LISTS },
      { status: 503, body: { error: { code: 'X', message: 'down' } } },
    );
    renderDialog();
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-11-02' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(await screen.findByText(messages.reportFailed)).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });
});
