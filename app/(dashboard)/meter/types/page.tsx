import type { Metadata } from 'next';
import { MeterTypesScreen } from '@/components/meters/MeterTypesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { meterTableKey } from '@/lib/hooks/meters/meters-keys';
import { withRefusals, coreRefusals } from '@/server/bff/errors';
import { meterTableRefusals } from '@/server/bff/routes/meters';
import { loadMeterTable } from '@/server/bff/views/meters/meters';
import { firstView, requestTimeZone } from '@/server/first-view';

export const metadata: Metadata = { title: 'Parking Meters' };

/** /meter/types: counted in the browser's zone (its cookie; UTC until the browser told it). */
export default async function MeterTypesPage() {
  const tz = (await requestTimeZone()) ?? 'UTC';
  const view = await firstView(
    { [meterTableKey(tz)]: (who) => loadMeterTable(who, tz) },
    withRefusals(coreRefusals, meterTableRefusals),
  );
  return (
    <FirstView value={view}>
      <MeterTypesScreen />
    </FirstView>
  );
}
