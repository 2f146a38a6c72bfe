import type { Metadata } from 'next';
import { IssuedDetailScreen } from '@/components/permits/issued/IssuedDetailScreen';
import { permitParam } from '@/lib/contract/permits/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { approvalKey } from '@/lib/hooks/permits/issued-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadIssued } from '@/server/bff/views/permits/issued';
import { firstView, parseInput, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit request' };

/** /permits/approvals/{productUUID}/issued/{uuid}: the approval detail. */
export default async function ApprovalDetailPage({ params }: Pick<PageProps, 'params'>) {
  const { uuid } = await params;
  const view = await firstView(
    { [approvalKey(uuid)]: (who) => loadIssued(who, parseInput(permitParam, { uuid }).uuid) },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <IssuedDetailScreen
        uuid={uuid}
        source="approval"
        back={{ href: '/permits/approvals', label: 'All approvals' }}
      />
    </FirstView>
  );
}
