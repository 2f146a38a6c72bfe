import type { Metadata } from 'next';
import { HolderScreen } from '@/components/permits/holders/HolderScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { holderKey } from '@/lib/hooks/permits/holders-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { holderIdOf, loadHolder } from '@/server/bff/views/permits/holders';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit holder' };

export default async function PermitHolderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await firstView(
    { [holderKey(id)]: (who) => loadHolder(who, holderIdOf(id)) },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <HolderScreen id={id} />
    </FirstView>
  );
}
