import type { Metadata } from 'next';
import { BillingScreen } from '@/components/billing/BillingScreen';
import { MAX_PAID_SEATS } from '@/lib/contract/billing';
import { FirstView } from '@/lib/hooks/first-view';
import { BILLING_SUBSCRIPTION_KEY } from '@/lib/hooks/billing/keys';
import { loadBilling, billingRefusals } from '@/server/bff/routes/billing';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Billing' };

export default async function BillingPage() {
  const view = await firstView({ [BILLING_SUBSCRIPTION_KEY]: loadBilling }, billingRefusals);
  return (
    <FirstView value={view}>
      <BillingScreen maxSeats={MAX_PAID_SEATS} />
    </FirstView>
  );
}
