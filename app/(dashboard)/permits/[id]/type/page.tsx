import type { Metadata } from 'next';
import { PermitTypeScreen } from '@/components/permits/products/PermitTypeScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { permitTypeFirstView } from '@/server/bff/views/permits/products-page';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit type details' };

export default async function PermitTypeDetailPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const view = await firstView(permitTypeFirstView(id), permitsRefusals);
  return (
    <FirstView value={view}>
      <PermitTypeScreen uuid={id} variant="type" />
    </FirstView>
  );
}
