import type { Metadata } from 'next';
import { PayoutsScreen } from '@/components/billing/PayoutsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { PAYOUTS_KEY } from '@/lib/hooks/billing/keys';
import { loadPayouts, billingRefusals } from '@/server/bff/routes/billing';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Payouts' };

export default async function BillingAndPayoutsPage() {
  const view = await firstView({ [PAYOUTS_KEY]: loadPayouts }, billingRefusals);
  return (
    <FirstView value={view}>
      <PayoutsScreen />
    </FirstView>
  );
}
