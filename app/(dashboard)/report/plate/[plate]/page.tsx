import type { Metadata } from 'next';
import { PlateReportScreen } from '@/components/reports/PlateReportScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { platePath } from '@/lib/hooks/reports/keys';
import { loadPlateReport } from '@/server/bff/views/reports';
import { reportsRefusals } from '@/server/bff/routes/reports';
import { firstView, requestTimeZone } from '@/server/first-view';
import { normalizePlate } from '@/lib/rules/plate';

export const metadata: Metadata = { title: 'Plate history' };

export default async function PlateReportPage({ params }: { params: Promise<{ plate: string }> }) {
  const { plate } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = normalizePlate(plate).slice(0, 16) || 'UNKNOWN';
  const view = await firstView(
    { [platePath(text)]: (who) => loadPlateReport(who, text) },
    reportsRefusals,
  );
  return (
    <FirstView value={view}>
      <PlateReportScreen plate={text} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
