/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CitationDetailsCard } from '@/components/citations/issued/CitationDetailsCard';
import { ToastProvider } from '@/components/ui/Toast';
import type { IssuedCitation, ScanCitationCheck } from '@/lib/contract/citations';
import type { Scan } from '@/lib/contract/lpr';
import { router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/alerts/x',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/maps/PointsMap', () => ({ PointsMap: () => null }));

const { ScanDetailScreen } = jest.requireActual<typeof import('@/components/lpr/ScanDetailScreen')>(
  '@/components/lpr/ScanDetailScreen',
);

const UUID = '00000000-0000-4000-8000-000000000001';
const CITATION = '00000000-0000-4000-8000-0000000000c1';
const alert: Scan = {
  uuid: UUID,
  plate: 'DKW5170',
  capturedAt: '2026-03-10T12:00:00.000Z',
  lastSeen: null,
  confidence: 0.9,
  capturedBy: 'Pat Lee',
  capturedByEmail: 'patrol@demo.test',
  capturedByUUID: 'm-1',
  listUUID: 'l-1',
  listName: 'Scofflaw - Unpaid Citations',
  listType: 1,
  latitude: 42.27,
  longitude: -83.73,
  imgUrl: `/api/scans/${UUID}/image/full`,
  plateImgUrl: `/api/scans/${UUID}/image/plate`,
  isAlert: true,
  alertDetail: null,
  citation: null,
};

const form: ScanCitationCheck = {
  scanUUID: UUID,
  isAlert: true,
  plate: 'DKW5170',
  stateProv: 'MI',
  issuedAt: '2026-03-10T12:00:00.000Z',
  officer: { uuid: 'm-1', name: 'Pat Lee' },
  location: { uuid: 'loc-1', name: 'Thayer Street Staff Structure' },
  coordinates: { latitude: 42.27, longitude: -83.73 },
  comments: 'Time limit exceeded on 2h zone (rule: 2 h). First seen …',
  locations: [{ uuid: 'loc-1', name: 'Thayer Street Staff Structure' }],
  types: [{ uuid: 't-1', name: 'Expired Meter', amount: 5000, currency: 'USD' }],
  findings: [
    {
      kind: 'permit',
      label: 'Resident A',
      until: '2026-12-31T17:00:00.000Z',
      reference: 'NG-P-1',
    },
  ],
  citation: null,
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

type Sent = { path: string; method: string; body: unknown };

function serve(role: string, scan: Scan = alert, sent: Sent[] = []) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    let body: unknown;
    if (path === '/api/session')
      body = { user: { uuid: 'u' }, org: { uuid: 'o', name: 'N', role } };
    else if (path.startsWith('/api/scans/history/')) body = { plate: scan.plate, plates: [] };
    else if (path === `/api/scans/${UUID}/citation` && method === 'POST')
      body = {
        uuid: CITATION,
        citationNumber: 108005,
        plate: 'DKW5170',
        imageCount: 1,
        overrideNote: 'x',
      };
    else if (path === `/api/scans/${UUID}/citation`) body = form;
    else if (path === `/api/alerts/${UUID}`) body = scan;
    return {
      ok: body !== undefined,
      status: body !== undefined ? 200 : 404,
      text: async () => JSON.stringify(body ?? { error: { code: 'X', message: 'Not found.' } }),
    } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

function renderAlert() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <ScanDetailScreen
          uuid={UUID}
          from="alerts"
          fetchFrom="alerts"
          map={{ tileUrl: '', attribution: '' }}
        />
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('Issue citation on the alert detail (issue 29 item 2)', () => {
  it('opens the form filled from the alert, shows the permit and requires the override note', async () => {
    const sent = serve('admin');
    renderAlert();
    fireEvent.click(await screen.findByRole('button', { name: 'Issue citation' }));
    expect(
      // The dialog's chunk loads on open (compiled by Jest on first import: slow on a busy machine).
      await screen.findByText('Valid permit: Resident A until Dec 31, 2026 (NG-P-1)', undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Violation type/)).toHaveValue('t-1');
    expect(screen.getByLabelText('Location')).toHaveValue('loc-1');
    expect(screen.getByLabelText('Comments')).toHaveValue(form.comments);
    expect(screen.getByAltText('Evidence photo 1: the scan of DKW5170')).toBeInTheDocument();

    const dialog = screen.getByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Issue citation')!,
    );
    expect(await screen.findByText(/Enter an override note/)).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Override note/), {
      target: { value: 'Permit is for another car.' },
    });
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Issue citation')!,
    );
    const link = await screen.findByRole('link', { name: 'Open citation 108005' });
    expect(link).toHaveAttribute('href', `/citations/detail/${CITATION}`);
    const [post] = sent.filter((s) => s.method === 'POST');
    expect(post.body).toMatchObject({
      typeUUID: 't-1',
      locationUUID: 'loc-1',
      stateProv: 'MI',
      override: true,
      overrideNote: 'Permit is for another car.',
    });
  });

  it('hides the button from a role that cannot issue', async () => {
    serve('patrol');
    renderAlert();
    await screen.findByRole('button', { name: 'Edit plate' });
    await waitFor(() =>
      expect(globalThis.fetch).toHaveBeenCalledWith('/api/session', expect.anything()),
    );
    expect(screen.queryByRole('button', { name: 'Issue citation' })).toBeNull();
  });

  it('links an alert that became a citation to it instead', async () => {
    serve('admin', { ...alert, citation: { uuid: CITATION, citationNumber: 108004 } });
    renderAlert();
    const link = await screen.findByRole('link', { name: 'Citation 108004' });
    expect(link).toHaveAttribute('href', `/citations/detail/${CITATION}`);
    expect(screen.queryByRole('button', { name: 'Issue citation' })).toBeNull();
  });
});

describe('the citation detail', () => {
  it('links back to the scan it was issued from and shows the override note', () => {
    const citation = {
      plate: 'DKW5170',
      stateProv: 'MI',
      status: 'open',
      issuedAt: '2026-03-10T12:00:00.000Z',
      scanUUID: UUID,
      overrideNote: 'Permit is for another car.',
    } as IssuedCitation;
    render(<CitationDetailsCard citation={citation} />);
    expect(screen.getByRole('link', { name: 'Scan of DKW5170' })).toHaveAttribute(
      'href',
      `/scans/${UUID}`,
    );
    expect(screen.getByText('Permit is for another car.')).toBeInTheDocument();
  });
});
