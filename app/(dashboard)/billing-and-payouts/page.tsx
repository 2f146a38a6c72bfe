import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PayoutsScreen } from '@/components/billing/PayoutsScreen';

export const metadata: Metadata = { title: 'Payouts' };

export default function BillingAndPayoutsPage() {
  return (
    <Suspense>
      <PayoutsScreen />
    </Suspense>
  );
}
