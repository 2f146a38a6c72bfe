import type { Metadata } from 'next';
import { GenerateReportScreen } from '@/components/reports/GenerateReportScreen';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { reportPageOf } from '@/lib/rules/reports/report-page';
import { generateQuery } from '@/lib/rules/reports/report-query';
import { bffFirstView, requestTimeZone, searchParamsOf, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Report' };

export default async function GenerateReportPage({ searchParams }: PageProps) {
  // Checked here, so the schema (and zod) stay out of the page's JavaScript.
  const page = reportPageOf(searchParamsOf(await searchParams));
  if (!page.params) return <GenerateReportScreen {...page} />;
  const { params } = page;
  const view = await bffFirstView(endpointUrl(routes.reportRows, {}, generateQuery(params)));
  return (
    <FirstView value={view}>
      <GenerateReportScreen params={params} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
