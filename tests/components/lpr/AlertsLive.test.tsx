/** @jest-environment jsdom */
/**
 * Live alerts on /alerts and /overview (issue 29 item 4): new alerts from the tab's one
 * EventSource wait in the "N new alerts" pill, the rows stay as they are until it is pressed;
 * the hot-list sound plays only once the user turned it on; the stream closes when no screen
 * listens any more.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import { ALERT_SOUND_KEY } from '@/components/lpr/alert-sound';
import type { Scan } from '@/lib/contract/lpr';
import { closeLiveAlerts, LIVE_ALERTS_LINGER_MS } from '@/lib/hooks/use-live-alerts';
import { router } from '../support';
import { scanRow } from '@/tests/support/scan-row';

let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/alerts',
  useSearchParams: () => search,
}));

const { AlertsScreen } = jest.requireActual<typeof import('@/components/lpr/AlertsScreen')>(
  '@/components/lpr/AlertsScreen',
);
const { OverviewLiveAlerts } = jest.requireActual<
  typeof import('@/components/lpr/overview-live-alerts')
>('@/components/lpr/overview-live-alerts');

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  private readonly handlers = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, handler: (e: MessageEvent) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(alert: Scan) {
    const event = new MessageEvent('alert', { data: JSON.stringify(alert) });
    act(() => this.handlers.get('alert')?.forEach((h) => h(event)));
  }
}

/** Counts the tones the Web Audio chime starts. */
const tones = jest.fn();
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: () => undefined },
      connect: (next: unknown) => next,
      start: tones,
      stop: () => undefined,
    };
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (next: unknown) => next,
    };
    return gain;
  }
}

function alertRow(n: number, overrides: Partial<Scan> = {}): Scan {
  return scanRow(n, overrides);
}

let page: Scan[] = [];
function mockBff() {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^https?:\/\/[^/]+/, '');
    const body = path.startsWith('/api/alerts/lists')
      ? { lists: [{ uuid: 'l-hot', name: 'Stolen vehicles', type: 1 }] }
      : { plates: page, count: page.length, page: 1, pageSize: 100, mode: 'all' };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
}

function renderAlerts() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <AlertsScreen />
      </ToastProvider>
    </SWRConfig>,
  );
}

const plateRows = () =>
  screen
    .getAllByRole('row', { name: /^Open alert / })
    .map((r) => r.getAttribute('aria-label') ?? r.textContent);

const realFetch = globalThis.fetch;
beforeEach(() => {
  closeLiveAlerts(); // the last test's stream, still lingering after its screen went
  search = new URLSearchParams();
  window.localStorage.clear();
  FakeEventSource.opened = [];
  tones.mockClear();
  (globalThis as Record<string, unknown>).EventSource = FakeEventSource;
  (window as unknown as Record<string, unknown>).AudioContext = FakeAudioContext;
  page = [alertRow(1), alertRow(2)];
  mockBff();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('live alerts on /alerts', () => {
  it('holds new alerts in the pill, rows unchanged, until it is pressed', async () => {
    renderAlerts();
    expect(await screen.findByRole('row', { name: /^Open alert HOT1,/ })).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0].url).toBe('/api/alerts/stream');
    const before = plateRows();

    const stream = FakeEventSource.opened[0];
    stream.emit(alertRow(3));
    stream.emit(alertRow(4));
    stream.emit(alertRow(4)); // a repeat counts once
    const pill = await screen.findByRole('button', { name: '2 new alerts' });
    // The server has them, but nothing moved on screen.
    page = [alertRow(4), alertRow(3), alertRow(1), alertRow(2)];
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(plateRows()).toEqual(before);
    expect(screen.queryByRole('row', { name: /^Open alert HOT3,/ })).toBeNull();

    fireEvent.click(pill);
    expect(await screen.findByRole('row', { name: /^Open alert HOT4,/ })).toBeInTheDocument();
    expect(plateRows()[0]).toMatch(/^Open alert HOT4,/);
    expect(screen.queryByRole('button', { name: /new alert/ })).toBeNull();
  });

  it('counts only the alerts of the list shown', async () => {
    search = new URLSearchParams('list=l-hot');
    renderAlerts();
    await screen.findByRole('row', { name: /^Open alert HOT1,/ });
    const stream = FakeEventSource.opened[0];
    stream.emit(alertRow(5, { listUUID: 'l-other', listName: 'Visitors' }));
    stream.emit(alertRow(6));
    expect(await screen.findByRole('button', { name: '1 new alert' })).toBeInTheDocument();
  });

  it('plays the hot-list sound only once the user turned it on, and remembers it', async () => {
    renderAlerts();
    await screen.findByRole('row', { name: /^Open alert HOT1,/ });
    const stream = FakeEventSource.opened[0];
    const sound = screen.getByRole('switch', { name: 'Sound for hot-list matches' });
    expect(sound).toHaveAttribute('aria-checked', 'false');
    stream.emit(alertRow(7));
    expect(tones).not.toHaveBeenCalled();

    fireEvent.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem(ALERT_SOUND_KEY)).toBe('on');
    stream.emit(alertRow(8));
    expect(tones).toHaveBeenCalledTimes(2); // the chime's two tones
    // An alert of an allow list is no hot-list match: silent.
    stream.emit(alertRow(9, { listType: 0, alertDetail: null }));
    expect(tones).toHaveBeenCalledTimes(2);
  });
});

describe('the tab’s one stream', () => {
  it('is shared by every listener and closed after the last one goes', async () => {
    jest.useFakeTimers();
    try {
      const overview = render(<OverviewLiveAlerts onShow={() => undefined} />);
      const other = render(<OverviewLiveAlerts onShow={() => undefined} />);
      expect(FakeEventSource.opened).toHaveLength(1);
      overview.unmount();
      other.unmount();
      const [stream] = FakeEventSource.opened;
      expect(stream.readyState).not.toBe(FakeEventSource.CLOSED);
      act(() => jest.advanceTimersByTime(LIVE_ALERTS_LINGER_MS));
      expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists the new alerts on the overview once the pill is pressed', async () => {
    const onShow = jest.fn();
    render(<OverviewLiveAlerts onShow={onShow} />);
    const stream = FakeEventSource.opened.at(-1)!;
    stream.emit(alertRow(10));
    expect(screen.queryByRole('list', { name: 'New alerts' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '1 new alert' }));
    await waitFor(() => expect(onShow).toHaveBeenCalledTimes(1));
    const listed = screen.getByRole('list', { name: 'New alerts' });
    expect(listed).toHaveTextContent('HOT10');
    expect(screen.getByRole('link', { name: /HOT10/ })).toHaveAttribute(
      'href',
      `/scans/${alertRow(10).uuid}?from=alerts`,
    );
  });
});
