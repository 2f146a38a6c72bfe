import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/reports/ReportsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { reportLogKey } from '@/lib/hooks/reports/keys';
import { loadReportLog, reportLogQuery } from '@/server/bff/routes/reports';
import { reportsRefusals } from '@/server/bff/routes/reports';
import { firstView, parseInput, queryOf, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const raw = (await searchParams).page;
  const number = Number(Array.isArray(raw) ? raw[0] : raw);
  const page = Number.isInteger(number) && number >= 1 ? number : 1;
  const key = reportLogKey(page);
  const view = await firstView(
    {
      [key]: (who) => loadReportLog(who, parseInput(reportLogQuery, queryOf(key)).page),
    },
    reportsRefusals,
  );
  return (
    <FirstView value={view}>
      <ReportsScreen page={page} />
    </FirstView>
  );
}
