import type { Metadata } from 'next';
import { BusinessAccountsScreen } from '@/components/permits/business/BusinessAccountsScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Business accounts' };

export default async function BusinessAccountsPage() {
  const view = await bffFirstView(endpointUrl(routes.listBusinessAccounts));
  return (
    <FirstView value={view}>
      <BusinessAccountsScreen />
    </FirstView>
  );
}
