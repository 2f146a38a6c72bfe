import type { Metadata } from 'next';
import { OverviewScreen } from '@/components/lpr/OverviewScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { overviewKeys } from '@/lib/hooks/lpr/keys';
import { overviewActivity, overviewHeatmap, overviewStats } from '@/server/bff/views/overview';
import { firstView, requestTimeZone } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Overview' };

/** Reads the tile settings on the server at request time. */
export const dynamic = 'force-dynamic';

export default async function OverviewPage() {
  const { tileUrl, attribution } = mapSettings();
  // Counted in the browser's zone: known from its cookie after the first visit.
  const tz = await requestTimeZone();
  const view = await firstView(
    tz
      ? {
          [overviewKeys.stats(tz)]: (who) => overviewStats(who, tz),
          [overviewKeys.heatmap(tz)]: (who) => overviewHeatmap(who, tz),
          [overviewKeys.activity(tz)]: (who) => overviewActivity(who, tz),
        }
      : {},
  );
  return (
    <FirstView value={view}>
      <OverviewScreen tileUrl={tileUrl} attribution={attribution} serverTimeZone={tz} />
    </FirstView>
  );
}
