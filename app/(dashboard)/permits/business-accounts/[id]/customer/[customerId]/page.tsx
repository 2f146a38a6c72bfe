import type { Metadata } from 'next';
import { BusinessAccountScreen } from '@/components/permits/business/BusinessAccountScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { businessAccountKey } from '@/lib/hooks/permits/business-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { holderIdOf } from '@/server/bff/views/permits/holders';
import { loadBusinessAccount } from '@/server/bff/views/permits/business';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Business account' };

export default async function BusinessAccountPage({
  params,
}: {
  params: Promise<{ id: string; customerId: string }>;
}) {
  const { id, customerId } = await params;
  const view = await firstView(
    {
      [businessAccountKey(id, customerId)]: (who) =>
        loadBusinessAccount(who, holderIdOf(id), holderIdOf(customerId)),
    },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <BusinessAccountScreen id={id} customerId={customerId} />
    </FirstView>
  );
}
