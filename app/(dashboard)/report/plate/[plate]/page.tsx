import type { Metadata } from 'next';
import { PlateReportScreen } from '@/components/reports/PlateReportScreen';
import { normalizePlate } from '@/lib/rules/plate';

export const metadata: Metadata = { title: 'Plate history' };

export default async function PlateReportPage({ params }: { params: Promise<{ plate: string }> }) {
  const { plate } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = normalizePlate(plate).slice(0, 16);
  return <PlateReportScreen plate={text || 'UNKNOWN'} />;
}
