import type { Metadata } from 'next';
import { PermitCreateScreen } from '@/components/permits/products/PermitCreateScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { PERMIT_PAYOUTS_KEY } from '@/lib/hooks/permits/products-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadPermitPayouts } from '@/server/bff/views/permits/products';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Add a permit type' };

export default async function PermitCreatePage() {
  const view = await firstView({ [PERMIT_PAYOUTS_KEY]: loadPermitPayouts }, permitsRefusals);
  return (
    <FirstView value={view}>
      <PermitCreateScreen />
    </FirstView>
  );
}
