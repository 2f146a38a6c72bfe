import type { Metadata } from 'next';
import { PermitSettingsScreen } from '@/components/permits/products/PermitSettingsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { permitTypeFirstView } from '@/server/bff/views/permits/products-page';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit settings' };

export default async function PermitSettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await firstView(permitTypeFirstView(id), permitsRefusals);
  return (
    <FirstView value={view}>
      <PermitSettingsScreen uuid={id} />
    </FirstView>
  );
}
