import type { Metadata } from 'next';
import { PlateReportScreen } from '@/components/reports/PlateReportScreen';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointKey } from '@/lib/hooks/endpoint-key';
import { normalizePlate } from '@/lib/rules/plate';
import { bffFirstView, requestTimeZone } from '@/server/first-view';

export const metadata: Metadata = { title: 'Plate history' };

export default async function PlateReportPage({ params }: { params: Promise<{ plate: string }> }) {
  const { plate } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = normalizePlate(plate).slice(0, 16) || 'UNKNOWN';
  const view = await bffFirstView(endpointKey(routes.plateReport, { plate: text }));
  return (
    <FirstView value={view}>
      <PlateReportScreen plate={text} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
