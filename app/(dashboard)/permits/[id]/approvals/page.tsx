import type { Metadata } from 'next';
import { ApprovalsScreen } from '@/components/permits/issued/ApprovalsScreen';
import { permitParam } from '@/lib/contract/permits/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { pageParam, productApprovalsKey } from '@/lib/hooks/permits/issued-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadProductApprovals } from '@/server/bff/views/permits/issued';
import { firstView, parseInput, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Approvals' };

/** /permits/{id}/approvals?page=n: one permit type's waiting requests. */
export default async function ProductApprovalsPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const page = pageParam((await searchParams).page, 1);
  const view = await firstView(
    {
      [productApprovalsKey(id, page)]: (who) =>
        loadProductApprovals(who, parseInput(permitParam, { uuid: id }).uuid, page),
    },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <ApprovalsScreen page={page} productUuid={id} />
    </FirstView>
  );
}
