import type { Metadata } from 'next';
import { AddPermitScreen } from '@/components/permits/holders/AddPermitScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { holderIssueFormKey } from '@/lib/hooks/permits/holders-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { holderIdOf, loadHolderIssueForm } from '@/server/bff/views/permits/holders';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issue a permit' };

export default async function AddPermitPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await firstView(
    { [holderIssueFormKey(id)]: (who) => loadHolderIssueForm(who, holderIdOf(id)) },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <AddPermitScreen id={id} />
    </FirstView>
  );
}
