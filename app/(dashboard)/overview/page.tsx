import type { Metadata } from 'next';
import { OverviewScreen } from '@/components/lpr/OverviewScreen';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Overview' };

/** Reads the tile settings on the server at request time; the screen loads its data in the browser. */
export const dynamic = 'force-dynamic';

export default function OverviewPage() {
  const { tileUrl, attribution } = mapSettings();
  return <OverviewScreen tileUrl={tileUrl} attribution={attribution} />;
}
