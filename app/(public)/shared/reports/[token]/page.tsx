import type { Metadata } from 'next';
import { SharedReportScreen } from '@/components/reports/SharedReportScreen';

export const metadata: Metadata = {
  title: 'Shared report',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function SharedReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%' (a bad
  // token is refused by the BFF, and the screen shows its not-found state).
  return <SharedReportScreen token={token} />;
}
