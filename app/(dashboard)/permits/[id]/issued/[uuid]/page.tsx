import type { Metadata } from 'next';
import { IssuedDetailScreen } from '@/components/permits/issued/IssuedDetailScreen';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { pageParam } from '@/lib/rules/permits/page-number';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued permit' };

/** /permits/{productUUID}/issued/{uuid}?page=n: the detail, back to that page of the list. */
export default async function IssuedPermitPage({ params, searchParams }: PageProps) {
  const { uuid } = await params;
  const page = pageParam((await searchParams).page, 0);
  const view = await bffFirstView(endpointUrl(routes.getIssued, { uuid }));
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
