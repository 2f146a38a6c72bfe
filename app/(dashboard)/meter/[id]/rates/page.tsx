import type { Metadata } from 'next';
import { RatesScreen } from '@/components/meters/rates/RatesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { meterRatesKey } from '@/lib/hooks/meters/rates-keys';
import { meterRatesRefusals } from '@/server/bff/routes/meters';
import { loadMeterRates } from '@/server/bff/views/meters/rates';
import { firstView, requestTimeZone } from '@/server/first-view';

export const metadata: Metadata = { title: 'Meter rates' };

export default async function MeterRatesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const timeZone = await requestTimeZone();
  const view = await firstView(
    { [meterRatesKey(id)]: (caller) => loadMeterRates(caller, id, timeZone) },
    meterRatesRefusals,
  );
  return (
    <FirstView value={view}>
      <RatesScreen meter={id} />
    </FirstView>
  );
}
