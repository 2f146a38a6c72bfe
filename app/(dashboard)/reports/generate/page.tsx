import type { Metadata } from 'next';
import { GenerateReportScreen } from '@/components/reports/GenerateReportScreen';
import { reportQuery } from '@/lib/contract/reports/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { reportRowsKey } from '@/lib/hooks/reports/keys';
import { reportPageOf } from '@/lib/rules/reports/report-page';
import { generateQueryString } from '@/lib/rules/reports/report-query';
import { loadReportRows } from '@/server/bff/views/reports';
import { reportsRefusals } from '@/server/bff/routes/reports';
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
  const page = reportPageOf(searchParamsOf(await searchParams));
  if (!page.params) return <GenerateReportScreen {...page} />;
  const { params } = page;
  const key = reportRowsKey(generateQueryString(params));
  const view = await firstView(
    {
      [key]: (who) => loadReportRows(who, parseInput(reportQuery, queryOf(key))),
    },
    reportsRefusals,
  );
  return (
    <FirstView value={view}>
      <GenerateReportScreen params={params} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
