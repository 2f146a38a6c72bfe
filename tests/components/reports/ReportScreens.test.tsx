/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import { reportPageOf } from '@/lib/rules/reports/report-page';
import type { ScanReportRow } from '@/lib/contract/reports';
import { messages } from '@/lib/messages';
import { truncatedText } from '@/lib/rules/reports/report-rows';
import { mockFetch, router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/reports/generate',
  useSearchParams: () => new URLSearchParams(),
}));

const { GenerateReportScreen } = jest.requireActual<
  typeof import('@/components/reports/GenerateReportScreen')
>('@/components/reports/GenerateReportScreen');
const { SharedReportScreen } = jest.requireActual<
  typeof import('@/components/reports/SharedReportScreen')
>('@/components/reports/SharedReportScreen');

function row(n: number): ScanReportRow {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    capturedAt: '2026-11-20T12:00:00.000Z',
    plate: `ABC${n}`,
    confidence: 0.9,
    fullname: 'Pat Lee',
    userEmail: 'patrol@demo.test',
    listName: 'Visitors',
    alertMessage: 'Matched on Visitors',
    latitude: 42.27,
    longitude: -83.73,
    imgURL: '',
    fullImageURL: '',
  };
}

const QUERY = {
  reportType: 'scans',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-11-20T23:59:59.999Z',
  rawStartDate: '2026-11-01',
  rawEndDate: '2026-11-20',
};

/** The screen as the page renders it: the query checked on the server. */
/** The screen as /reports/generate renders it for `query` (the page decides on the server). */
function generateScreen(query: Record<string, string>) {
  return <GenerateReportScreen {...reportPageOf(new URLSearchParams(query))} />;
}

function wrap(node: React.ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>{node}</ToastProvider>
    </SWRConfig>,
  );
}

describe('GenerateReportScreen', () => {
  it('says when only the first 1,000 rows are shown, and offers CSV and PDF', async () => {
    const { calls } = mockFetch({
      status: 200,
      body: { rows: Array.from({ length: 1000 }, (_, i) => row(i)), truncated: true },
    });
    wrap(generateScreen(QUERY));
    expect(await screen.findByText(truncatedText())).toBeInTheDocument();
    expect(calls[0].url).toMatch(/^\/api\/reports\/rows\?reportType=scans&startDate=/);
    expect(screen.getByRole('heading', { level: 1, name: 'LPR Scans report' })).toBeInTheDocument();
    expect(screen.getByText('Nov 01, 2026 – Nov 20, 2026 · All scans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download LPR Scans report as CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/reports\/export\.csv\?reportType=scans&.*&tz=/),
    );
  });

  it('names the list as the rows’ answer does, not as the URL does', async () => {
    mockFetch({ status: 200, body: { rows: [row(1)], truncated: false, listName: 'Visitors' } });
    wrap(
      generateScreen({
        ...QUERY,
        listUUID: '11111111-1111-4111-8111-111111111111',
        listName: 'Forged name',
      }),
    );
    expect(
      await screen.findByText('Nov 01, 2026 – Nov 20, 2026 · List: Visitors'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Forged/)).not.toBeInTheDocument();
  });

  it('shows the spec’s failure text', async () => {
    mockFetch({
      status: 503,
      body: { error: { code: 'REPORT_FAILED', message: messages.reportFailed } },
    });
    wrap(generateScreen(QUERY));
    expect(await screen.findByText(messages.reportFailed)).toBeInTheDocument();
  });

  it.each([['violations'], ['no-such-type']])(
    'shows only the spec’s failure text for report type %s: no columns, no actions (issue 18 item 9)',
    (reportType) => {
      const { calls } = mockFetch();
      wrap(generateScreen({ ...QUERY, reportType }));
      expect(
        screen.getByText(
          'An error occurred generating your report. Please contact support for help.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('This report type is not available yet.')).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /CSV|PDF/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /CSV|PDF|Share/ })).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );

  it('refuses a query without valid dates', () => {
    mockFetch();
    wrap(generateScreen({ reportType: 'scans', startDate: 'soon' }));
    expect(screen.getByText('Please choose a valid start and end date.')).toBeInTheDocument();
  });
});

describe('SharedReportScreen', () => {
  it.each([
    ['SHARE_EXPIRED', 410, messages.shareExpired, 'Link no longer available'],
    ['SHARE_REVOKED', 410, messages.shareRevoked, 'Link no longer available'],
    ['SHARE_NOT_FOUND', 404, messages.shareNotFound, 'Link not found'],
  ])('%s shows a finished page', async (code, status, message, heading) => {
    mockFetch({ status, body: { error: { code, message } } });
    wrap(<SharedReportScreen token="t" />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});

describe('report retries', () => {
  it.each([
    ['the generated report', () => generateScreen(QUERY)],
    ['a shared report', () => <SharedReportScreen token="t" />],
  ])('%s retries a 503 twice, then stops', async (_, screenOf) => {
    const failure = {
      status: 503,
      body: { error: { code: 'REPORT_FAILED', message: messages.reportFailed } },
    };
    const { calls } = mockFetch(...Array.from({ length: 20 }, () => failure));
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 5 }}>
        <ToastProvider>{screenOf()}</ToastProvider>
      </SWRConfig>,
    );
    expect(await screen.findByText(messages.reportFailed)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls).toHaveLength(3);
  });
});
