import type { Metadata } from 'next';
import { IssuedDetailScreen } from '@/components/permits/issued/IssuedDetailScreen';
import { permitParam } from '@/lib/contract/permits/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { issuedKey, pageParam } from '@/lib/hooks/permits/issued-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadIssued } from '@/server/bff/views/permits/issued';
import { firstView, parseInput, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued permit' };

/** /permits/{productUUID}/issued/{uuid}?page=n: the detail, back to that page of the list. */
export default async function IssuedPermitPage({ params, searchParams }: PageProps) {
  const { uuid } = await params;
  const page = pageParam((await searchParams).page, 0);
  const view = await firstView(
    { [issuedKey(uuid)]: (who) => loadIssued(who, parseInput(permitParam, { uuid }).uuid) },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <IssuedDetailScreen
        uuid={uuid}
        back={{
          href: page > 0 ? `/permits/issued?page=${page}` : '/permits/issued',
          label: 'Issued permits',
        }}
      />
    </FirstView>
  );
}
