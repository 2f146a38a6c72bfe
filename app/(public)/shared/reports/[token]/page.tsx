import type { Metadata } from 'next';
import { SharedReportScreen } from '@/components/reports/SharedReportScreen';

export const metadata: Metadata = {
  title: 'Shared report',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function SharedReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <SharedReportScreen token={decodeURIComponent(token)} />;
}
