import type { Metadata } from 'next';
import { RatesScreen } from '@/components/meters/rates/RatesScreen';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Meter rates' };

/** The schedule is read in the browser's zone: the route takes it from the request's cookie. */
export default async function MeterRatesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.meterRates, { meter: id }));
  return (
    <FirstView value={view}>
      <RatesScreen meter={id} />
    </FirstView>
  );
}
