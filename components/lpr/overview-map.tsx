'use client';

import { useMemo } from 'react';
import { PointsMap, type MapPointItem } from '@/components/maps/PointsMap';
import { Card } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import type { OverviewStats } from '@/lib/contract/lpr';
import type { ApiError } from '@/lib/fetcher';
import { formatCount, formatDateTime } from '@/lib/format';
import { OverviewError } from './overview-error';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';

export const MAP_TITLE = 'Recent Scans and Alerts';

export interface OverviewMapProps {
  stats: OverviewStats | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  tileUrl: string;
  attribution: string;
  className?: string;
}

/** Map points of the overview: each links to its scan; alerts are marked. */
export function toMapPoints(
  points: OverviewStats['recentPoints'],
  timeZone?: string,
): MapPointItem[] {
  return points.map((p) => ({
    id: p.uuid,
    latitude: p.latitude,
    longitude: p.longitude,
    kind: p.isAlert ? 'alert' : 'scan',
    label: `${p.plate} · ${formatDateTime(p.capturedAt, '', timeZone)}`,
    href: `/scans/${encodeURIComponent(p.uuid)}`,
  }));
}

/** The 'Recent Scans and Alerts' card (spec 1 §2). */
export function OverviewMap({
  stats,
  error,
  onRetry,
  tileUrl,
  attribution,
  className,
}: OverviewMapProps) {
  const zone = useDisplayTimeZone();
  const points = useMemo(() => (stats ? toMapPoints(stats.recentPoints, zone) : []), [stats, zone]);
  const alerts = points.filter((p) => p.kind === 'alert').length;
  return (
    <Card
      title={MAP_TITLE}
      description={
        stats
          ? points.length
            ? `The latest ${formatCount(points.length)} scans with a location, ${formatCount(alerts)} of them alerts.`
            : 'No scans with a location yet.'
          : 'The latest scans with a location.'
      }
      // The map grows with the row (as tall as Latest Activity beside it).
      className={cn(
        'flex flex-col [&>div:last-child]:flex [&>div:last-child]:flex-1 [&>div:last-child]:flex-col',
        className,
      )}
    >
      {error && !stats ? (
        <OverviewError error={error} onRetry={onRetry} />
      ) : stats ? (
        <PointsMap
          points={points}
          tileUrl={tileUrl}
          attribution={attribution}
          ariaLabel={MAP_TITLE}
          className="min-h-80 flex-1 sm:min-h-96"
        />
      ) : (
        <div
          aria-busy="true"
          className="min-h-80 flex-1 rounded-md bg-gray-100 motion-safe:animate-pulse sm:min-h-96"
        >
          <span className="sr-only">Loading</span>
        </div>
      )}
    </Card>
  );
}
