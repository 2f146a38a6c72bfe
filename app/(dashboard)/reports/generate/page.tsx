import type { Metadata } from 'next';
import { GenerateReportScreen } from '@/components/reports/GenerateReportScreen';
import { paramsOfQuery, reportQuery } from '@/lib/contract/reports/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { reportRowsKey } from '@/lib/hooks/keys';
import { generateQueryString } from '@/lib/rules/reports/report-query';
import { loadReportRows } from '@/server/bff/views/reports';
import {
  firstView,
  parseInput,
  queryOf,
  requestTimeZone,
  searchParamsOf,
  type PageProps,
} from '@/server/first-view';

export const metadata: Metadata = { title: 'Report' };

export default async function GenerateReportPage({ searchParams }: PageProps) {
  // Checked here, so the schema (and zod) stay out of the page's JavaScript.
  const parsed = reportQuery.safeParse(
    Object.fromEntries(searchParamsOf(await searchParams).entries()),
  );
  if (!parsed.success) {
    return <GenerateReportScreen params={null} problem={parsed.error.issues[0]?.message} />;
  }
  const params = paramsOfQuery(parsed.data);
  const key = reportRowsKey(generateQueryString(params));
  const view = await firstView({
    [key]: (who) => loadReportRows(who, parseInput(reportQuery, queryOf(key))),
  });
  return (
    <FirstView value={view}>
      <GenerateReportScreen params={params} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
