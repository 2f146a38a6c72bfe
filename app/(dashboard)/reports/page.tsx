import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/reports/ReportsScreen';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { reportLogPageQuery } from '@/lib/rules/reports/report-log';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const raw = (await searchParams).page;
  const number = Number(Array.isArray(raw) ? raw[0] : raw);
  const page = Number.isInteger(number) && number >= 1 ? number : 1;
  const view = await bffFirstView(endpointUrl(routes.reportLog, {}, reportLogPageQuery(page)));
  return (
    <FirstView value={view}>
      <ReportsScreen page={page} />
    </FirstView>
  );
}
