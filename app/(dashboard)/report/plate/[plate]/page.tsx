import type { Metadata } from 'next';
import { PlateReportScreen } from '@/components/reports/PlateReportScreen';

export const metadata: Metadata = { title: 'Plate history' };

export default async function PlateReportPage({ params }: { params: Promise<{ plate: string }> }) {
  const { plate } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = plate
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 16);
  return <PlateReportScreen plate={text || 'UNKNOWN'} />;
}
