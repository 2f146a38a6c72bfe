import type { Metadata } from 'next';
import { GenerateReportScreen } from '@/components/reports/GenerateReportScreen';

export const metadata: Metadata = { title: 'Report' };

export default async function GenerateReportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = await searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query[key] = first;
  }
  return <GenerateReportScreen query={query} />;
}
