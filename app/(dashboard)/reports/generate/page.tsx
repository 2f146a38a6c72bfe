import type { Metadata } from 'next';
import { GenerateReportScreen } from '@/components/reports/GenerateReportScreen';
import { paramsOfQuery, reportQuery } from '@/lib/contract/bff-reports';
import { searchParamsOf, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Report' };

export default async function GenerateReportPage({ searchParams }: PageProps) {
  // Checked here, so the schema (and zod) stay out of the page's JavaScript.
  const parsed = reportQuery.safeParse(
    Object.fromEntries(searchParamsOf(await searchParams).entries()),
  );
  return parsed.success ? (
    <GenerateReportScreen params={paramsOfQuery(parsed.data)} />
  ) : (
    <GenerateReportScreen params={null} problem={parsed.error.issues[0]?.message} />
  );
}
