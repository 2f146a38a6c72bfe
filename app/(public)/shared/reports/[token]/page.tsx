import type { Metadata } from 'next';
import { SharedReportScreen } from '@/components/reports/SharedReportScreen';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = {
  title: 'Shared report',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function SharedReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%' (a bad
  // token is refused by the BFF, and the screen shows its not-found state).
  const view = await bffFirstView(endpointUrl(routes.sharedReport, { token }));
  return (
    <FirstView value={view}>
      <SharedReportScreen token={token} />
    </FirstView>
  );
}
