import type { Metadata } from 'next';
import { BusinessAccountsScreen } from '@/components/permits/business/BusinessAccountsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { BUSINESS_ACCOUNTS_KEY } from '@/lib/hooks/permits/business-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadBusinessAccounts } from '@/server/bff/views/permits/business';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Business accounts' };

export default async function BusinessAccountsPage() {
  const view = await firstView({ [BUSINESS_ACCOUNTS_KEY]: loadBusinessAccounts }, permitsRefusals);
  return (
    <FirstView value={view}>
      <BusinessAccountsScreen />
    </FirstView>
  );
}
