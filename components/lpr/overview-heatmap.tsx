'use client';

import { ScanHeatmap } from '@/components/charts/ScanHeatmap';
import { Card } from '@/components/ui/Card';
import type { ApiError } from '@/lib/fetcher';
import type { HeatmapResponse } from '@/lib/contract/lpr/bff';
import { OverviewError } from './overview-error';
import { useStableData } from '@/components/ui/use-stable-data';

export const HEATMAP_TITLE = 'Scans in the last 12 months';

export interface OverviewHeatmapProps {
  data: HeatmapResponse | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
}

/** The 12-month heatmap card. */
export function OverviewHeatmap({ data, error, onRetry }: OverviewHeatmapProps) {
  // The same array while a reread brings the same days (the memoised heatmap stays as it is).
  const items = useStableData(data?.items);
  return (
    <Card title={HEATMAP_TITLE}>
      {error && !data ? (
        <OverviewError error={error} onRetry={onRetry} />
      ) : items ? (
        <ScanHeatmap items={items} />
      ) : (
        <div
          aria-busy="true"
          className="h-[134px] rounded-md bg-gray-100 motion-safe:animate-pulse"
        >
          <span className="sr-only">Loading</span>
        </div>
      )}
    </Card>
  );
}
