'use client';

import { useSyncExternalStore } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { browserTimeZone } from '@/lib/hooks/first-view-tz';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { OverviewActivity } from './overview-activity';
import { OverviewCounters } from './overview-counters';
import { OverviewError } from './overview-error';
import { OverviewHeatmap } from './overview-heatmap';
import { OverviewMap } from './overview-map';
import { OverviewLiveAlerts } from './overview-live-alerts';

export interface OverviewScreenProps {
  /** Tile server of the map (server/settings/map.ts). */
  tileUrl: string;
  attribution: string;
  /** The zone the server rendered the first view in (the browser's, from its cookie), if known. */
  serverTimeZone?: string | null;
}

const noSubscription = () => () => {};

/** The overview's reads are not refetched on focus. */
const stable = { revalidateOnFocus: false } as const;

/**
 * The browser's zone. While rendering on the server and hydrating: the zone the server knew (then
 * its first view is the data), else null (the data loads in the browser).
 */
function useBrowserTimeZone(serverTimeZone: string | null): string | null {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => serverTimeZone);
}

/**
 * /overview (spec 1 §2): counter cards, the 12-month heatmap, the map of recent scans and
 * alerts, and the latest activity with the new alerts as they arrive — all counted in the
 * browser's time zone.
 */
export function OverviewScreen({
  tileUrl,
  attribution,
  serverTimeZone = null,
}: OverviewScreenProps) {
  const tz = useBrowserTimeZone(serverTimeZone);
  const input = tz ? { query: { tz } } : null;
  const stats = useEndpoint(routes.overviewStats, input, stable);
  const heatmap = useEndpoint(routes.overviewHeatmap, input, stable);
  const activity = useEndpoint(routes.overviewActivity, input, stable);

  return (
    <>
      <PageHeader
        title="Overview"
        description="Scans and alerts of your organization at a glance."
      />
      <div className="space-y-4">
        {stats.error && !stats.data ? (
          <OverviewError error={stats.error} onRetry={() => void stats.mutate()} />
        ) : (
          <OverviewCounters stats={stats.data} />
        )}
        <OverviewHeatmap
          data={heatmap.data}
          error={heatmap.error}
          onRetry={() => void heatmap.mutate()}
        />
        <div className="grid gap-4 lg:grid-cols-3">
          <OverviewMap
            className="lg:col-span-2"
            stats={stats.data}
            error={stats.error}
            onRetry={() => void stats.mutate()}
            tileUrl={tileUrl}
            attribution={attribution}
          />
          <OverviewActivity
            data={activity.data}
            error={activity.error}
            onRetry={() => void activity.mutate()}
            live={
              <OverviewLiveAlerts
                onShow={() => {
                  void stats.mutate();
                  void heatmap.mutate();
                  void activity.mutate();
                }}
              />
            }
          />
        </div>
      </div>
    </>
  );
}
