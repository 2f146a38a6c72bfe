import type { Metadata } from 'next';
import { PermitPosterScreen } from '@/components/permits/products/PermitPosterScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { permitTypeFirstView } from '@/server/bff/views/permits/products-page';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Scan-to-pay poster' };

export default async function PermitPosterPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await firstView(permitTypeFirstView(id), permitsRefusals);
  return (
    <FirstView value={view}>
      <PermitPosterScreen uuid={id} />
    </FirstView>
  );
}
