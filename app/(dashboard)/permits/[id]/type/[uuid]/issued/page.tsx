import type { Metadata } from 'next';
import { IssuedDetailScreen } from '@/components/permits/issued/IssuedDetailScreen';
import { permitParam } from '@/lib/contract/permits/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { issuedKey } from '@/lib/hooks/permits/issued-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadIssued } from '@/server/bff/views/permits/issued';
import { firstView, parseInput, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued permit' };

/** /permits/{id}/type/{uuid}/issued: the issued permit opened from its type's product page. */
export default async function TypeIssuedPermitPage({ params }: Pick<PageProps, 'params'>) {
  const { id, uuid } = await params;
  const view = await firstView(
    { [issuedKey(uuid)]: (who) => loadIssued(who, parseInput(permitParam, { uuid }).uuid) },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <IssuedDetailScreen
        uuid={uuid}
        back={{ href: `/permits/${encodeURIComponent(id)}`, label: 'Permit type' }}
      />
    </FirstView>
  );
}
