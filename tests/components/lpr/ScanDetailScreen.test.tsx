/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import type { Scan } from '@/lib/contract/lpr';
import { router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/scans/x',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/maps/PointsMap', () => ({ PointsMap: () => null }));

const { ScanDetailScreen } = jest.requireActual<typeof import('@/components/lpr/ScanDetailScreen')>(
  '@/components/lpr/ScanDetailScreen',
);

const UUID = '00000000-0000-4000-8000-000000000001';
const scan: Scan = {
  uuid: UUID,
  plate: 'ABC123',
  capturedAt: '2026-03-10T12:00:00.000Z',
  lastSeen: null,
  confidence: 0.9,
  capturedBy: 'Pat Lee',
  capturedByEmail: 'patrol@demo.test',
  capturedByUUID: 'm-1',
  listUUID: null,
  listName: null,
  listType: null,
  latitude: 42.27,
  longitude: -83.73,
  imgUrl: `/api/scans/${UUID}/image/full`,
  plateImgUrl: `/api/scans/${UUID}/image/plate`,
  isAlert: false,
  alertDetail: null,
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('ScanDetailScreen, Edit plate (issue 18 item 10)', () => {
  it('says in the dialog that spaces and dashes are dropped', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      // The frame always has a session; the screen reads its role ("Issue citation", issue 29).
      const body =
        path === '/api/session'
          ? { user: { uuid: 'u' }, org: { uuid: 'o', name: 'N', role: 'admin' } }
          : path.startsWith('/api/scans/history/')
            ? { plate: 'ABC123', plates: [] }
            : path === `/api/scans/${UUID}`
              ? scan
              : undefined;
      return {
        ok: body !== undefined,
        status: body !== undefined ? 200 : 404,
        text: async () => JSON.stringify(body ?? { error: { code: 'X', message: 'Not found.' } }),
      } as Response;
    }) as unknown as typeof fetch;
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <ScanDetailScreen
            uuid={UUID}
            from="scans"
            fetchFrom="scans"
            map={{ tileUrl: '', attribution: '' }}
          />
        </ToastProvider>
      </SWRConfig>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plate' }));
    expect(
      // The dialog's chunk loads on open; Jest compiles it (and the idle-loaded Issue citation
      // chunk) on first import, which takes over a second on a busy machine.
      await screen.findByText(
        /spaces, dashes and other marks are dropped \(ab c-12 is saved as ABC12\)/,
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });
});
