/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { MapPointItem, PointsMapProps } from '@/components/maps/PointsMap';
import type { OverviewStats } from '@/lib/contract/lpr';
import { messages } from '@/lib/messages';

// Leaflet needs a real browser: the map is replaced by a stand-in listing its points.
jest.mock('@/components/maps/PointsMap', () => ({
  PointsMap: ({ ariaLabel, points, tileUrl }: PointsMapProps) => (
    <div role="region" aria-label={ariaLabel} data-tiles={tileUrl}>
      {points.map((p: MapPointItem) => (
        <a key={p.id} href={p.href} data-kind={p.kind}>
          {p.label}
        </a>
      ))}
    </div>
  ),
}));

const { OverviewScreen } = jest.requireActual<typeof import('@/components/lpr/OverviewScreen')>(
  '@/components/lpr/OverviewScreen',
);

const stats: OverviewStats = {
  todayPlateCount: 1234,
  todayAlertCount: 5,
  totalPlateCount: 987654,
  totalAlertCount: 4321,
  lastManyDaysCounts: [],
  lastManyDaysAlerts: [],
  lastManyWeeksCounts: [],
  lastManyWeeksAlerts: [],
  recentPoints: [
    {
      uuid: '11111111-1111-4111-8111-111111111111',
      plate: 'ABC123',
      latitude: 42.05,
      longitude: -87.68,
      capturedAt: '2026-03-05T14:03:00Z',
      isAlert: false,
    },
    {
      uuid: '22222222-2222-4222-8222-222222222222',
      plate: 'HOT999',
      latitude: 42.06,
      longitude: -87.67,
      capturedAt: '2026-03-05T15:03:00Z',
      isAlert: true,
    },
  ],
};

type Answer = { status: number; body: unknown };

/** Answers by path: each overview route gets its own response. */
function stubFetch(answers: Record<'stats' | 'heatmap' | 'activity', Answer>) {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const key = (['stats', 'heatmap', 'activity'] as const).find((k) =>
      url.startsWith(`/api/overview/${k}`),
    );
    const answer = key ? answers[key] : { status: 404, body: {} };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => JSON.stringify(answer.body),
    } as Response;
  }) as unknown as typeof fetch;
  return urls;
}

function renderScreen() {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <OverviewScreen tileUrl="https://tiles.example/{z}/{x}/{y}.png" attribution="© Tiles" />
    </SWRConfig>,
  );
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('OverviewScreen', () => {
  it('shows the four counters, the heatmap, the map points and the latest activity', async () => {
    const urls = stubFetch({
      stats: { status: 200, body: stats },
      heatmap: { status: 200, body: { items: [{ date: '2026-03-01', count: 12 }] } },
      activity: {
        status: 200,
        body: {
          items: [
            {
              capturedAt: '2026-03-05T05:00:00Z',
              fullname: 'Dana Officer',
              email: 'dana@demo.test',
              plateCount: 1234,
            },
          ],
        },
      },
    });
    renderScreen();

    const recent = await screen.findByRole('link', { name: /Recent scans/ });
    expect(recent).toHaveAttribute('href', '/scans');
    expect(recent).toHaveTextContent('1,234');
    expect(screen.getByRole('link', { name: /Recent alerts/ })).toHaveAttribute('href', '/alerts');
    expect(screen.getByRole('link', { name: /All time scans/ })).toHaveTextContent('987,654');
    expect(screen.getByRole('link', { name: /All time alerts/ })).toHaveTextContent('4,321');

    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(urls).toContain(`/api/overview/stats?tz=${encodeURIComponent(tz)}`);

    expect(screen.getByRole('heading', { name: 'Scans in the last 12 months' })).toBeVisible();
    expect(await screen.findByRole('grid')).toBeInTheDocument();

    const map = screen.getByRole('region', { name: 'Recent Scans and Alerts' });
    expect(map).toHaveAttribute('data-tiles', 'https://tiles.example/{z}/{x}/{y}.png');
    const points = within(map).getAllByRole('link');
    expect(points.map((p) => [p.getAttribute('href'), p.dataset.kind])).toEqual([
      ['/scans/11111111-1111-4111-8111-111111111111', 'scan'],
      ['/scans/22222222-2222-4222-8222-222222222222', 'alert'],
    ]);
    expect(points[1]).toHaveTextContent(/^HOT999 · /);

    const activity = await screen.findByRole('list', { name: 'Latest Activity' });
    const item = within(activity).getByRole('listitem');
    expect(item).toHaveTextContent('Dana Officer');
    expect(item).toHaveTextContent('dana@demo.test');
    expect(item).toHaveTextContent('1,234 scans');
    expect(item).toHaveTextContent(/^.*[A-Z][a-z]{2} \d{2}, 2026$/);
  });

  it('says there is no recent activity when the list is empty', async () => {
    stubFetch({
      stats: { status: 200, body: stats },
      heatmap: { status: 200, body: { items: [] } },
      activity: { status: 200, body: { items: [] } },
    });
    renderScreen();
    expect(await screen.findByText(messages.noRecentActivity)).toBeVisible();
    expect(screen.getByText('No recent activity.')).toBeVisible();
  });

  it('shows only the first items of a long activity list until asked for all', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      capturedAt: `2026-03-${String(20 - i).padStart(2, '0')}T05:00:00Z`,
      fullname: `Officer ${i}`,
      email: `officer${i}@demo.test`,
      plateCount: 10 + i,
    }));
    stubFetch({
      stats: { status: 200, body: stats },
      heatmap: { status: 200, body: { items: [] } },
      activity: { status: 200, body: { items } },
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Latest Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  });

  it('shows the catalogue message when a call fails', async () => {
    stubFetch({
      stats: {
        status: 503,
        body: { error: { code: 'PROVIDER_UNAVAILABLE', message: messages.providerUnavailable } },
      },
      heatmap: { status: 200, body: { items: [] } },
      activity: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: messages.serverError } },
      },
    });
    renderScreen();
    const unavailable = await screen.findAllByText(messages.providerUnavailable);
    // The counters and the map both come from the stats call.
    expect(unavailable).toHaveLength(2);
    expect(await screen.findByText(messages.serverError)).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
  });
});
