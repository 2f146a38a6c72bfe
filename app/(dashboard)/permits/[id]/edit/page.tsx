import type { Metadata } from 'next';
import { PermitEditScreen } from '@/components/permits/products/PermitEditScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { permitTypeFirstView } from '@/server/bff/views/permits/products-page';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Edit permit type' };

export default async function PermitEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await firstView(permitTypeFirstView(id), permitsRefusals);
  return (
    <FirstView value={view}>
      <PermitEditScreen uuid={id} />
    </FirstView>
  );
}
