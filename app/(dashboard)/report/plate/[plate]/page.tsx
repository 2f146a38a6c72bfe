import type { Metadata } from 'next';
import { PlateReportScreen } from '@/components/reports/PlateReportScreen';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { normalizePlate } from '@/lib/rules/plate';
import { bffFirstView, requestTimeZone } from '@/server/first-view';

export const metadata: Metadata = { title: 'Plate history' };

export default async function PlateReportPage({ params }: { params: Promise<{ plate: string }> }) {
  const { plate } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = normalizePlate(plate).slice(0, 16) || 'UNKNOWN';
  const view = await bffFirstView(endpointUrl(routes.plateReport, { plate: text }));
  return (
    <FirstView value={view}>
      <PlateReportScreen plate={text} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
