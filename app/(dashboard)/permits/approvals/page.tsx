import type { Metadata } from 'next';
import { ApprovalsScreen } from '@/components/permits/issued/ApprovalsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { approvalsKey, pageParam } from '@/lib/hooks/permits/issued-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadApprovals } from '@/server/bff/views/permits/issued';
import { firstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Approvals' };

/** /permits/approvals?page=n (from 1, 100 a page). */
export default async function ApprovalsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const page = pageParam((await searchParams).page, 1);
  const view = await firstView(
    { [approvalsKey(page)]: (who) => loadApprovals(who, page) },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <ApprovalsScreen page={page} />
    </FirstView>
  );
}
