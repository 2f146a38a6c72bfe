import type { Metadata } from 'next';
import { PlateReportScreen } from '@/components/reports/PlateReportScreen';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { normalizePlate } from '@/lib/rules/plate';
import { reasonOfSearch } from '@/lib/rules/privacy/lookup-reason';
import { bffFirstView, requestTimeZone } from '@/server/first-view';

export const metadata: Metadata = { title: 'Plate history' };

export default async function PlateReportPage({
  params,
  searchParams,
}: {
  params: Promise<{ plate: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { plate } = await params;
  // A plate's history is an audited look-up: the reason the page was opened with goes with it.
  const why = reasonOfSearch(await searchParams);
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = normalizePlate(plate).slice(0, 16) || 'UNKNOWN';
  const view = await bffFirstView(endpointUrl(routes.plateReport, { plate: text }, why));
  return (
    <FirstView value={view}>
      <PlateReportScreen plate={text} why={why} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
