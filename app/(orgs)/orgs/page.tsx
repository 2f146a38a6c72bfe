import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrgsScreen } from '@/components/orgs/OrgsScreen';
import { orgsBffRoutes as routes } from '@/lib/contract/orgs/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { getSession } from '@/server/auth/session';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Organizations' };

export default async function OrgsPage() {
  const view = await bffFirstView(endpointUrl(routes.listOrgs));
  const session = await getSession();
  if (!session) redirect('/login');
  return (
    <FirstView value={view}>
      <OrgsScreen user={session.user} currentOrgUuid={session.org?.uuid ?? null} />
    </FirstView>
  );
}
