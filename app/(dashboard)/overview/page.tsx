import type { Metadata } from 'next';
import { OverviewScreen } from '@/components/lpr/OverviewScreen';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView, requestTimeZone } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Overview' };

/** Reads the tile settings on the server at request time. */
export const dynamic = 'force-dynamic';

export default async function OverviewPage() {
  const { tileUrl, attribution } = mapSettings();
  // Counted in the browser's zone: known from its cookie after the first visit.
  const tz = await requestTimeZone();
  const view = await bffFirstView(
    ...(tz
      ? [
          endpointUrl(routes.overviewStats, {}, { tz }),
          endpointUrl(routes.overviewHeatmap, {}, { tz }),
          endpointUrl(routes.overviewActivity, {}, { tz }),
        ]
      : []),
  );
  return (
    <FirstView value={view}>
      <OverviewScreen tileUrl={tileUrl} attribution={attribution} serverTimeZone={tz} />
    </FirstView>
  );
}
