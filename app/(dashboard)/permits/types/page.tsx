import type { Metadata } from 'next';
import { PermitTypesScreen } from '@/components/permits/products/PermitTypesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { PERMIT_TYPES_KEY } from '@/lib/hooks/permits/products-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadPermitTypes } from '@/server/bff/views/permits/products';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit Types' };

export default async function PermitTypesPage() {
  const view = await firstView({ [PERMIT_TYPES_KEY]: loadPermitTypes }, permitsRefusals);
  return (
    <FirstView value={view}>
      <PermitTypesScreen />
    </FirstView>
  );
}
