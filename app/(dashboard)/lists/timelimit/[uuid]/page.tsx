import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listKey } from '@/lib/hooks/lists/keys';
import { listParam, loadList } from '@/server/bff/views/lists';
import { listsRefusals } from '@/server/bff/routes/lists';
import { firstView, parseInput } from '@/server/first-view';

export const metadata: Metadata = { title: 'Rule Plates' };

/** /lists/timelimit/{uuid}: a time-limit list's plates, linked from the rule screens. */
export default async function TimeLimitListPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const view = await firstView(
    {
      [listKey(uuid)]: (who) => loadList(who, parseInput(listParam, { uuid }).uuid),
    },
    listsRefusals,
  );
  return (
    <FirstView value={view}>
      <ListPlatesScreen
        key={uuid}
        listUuid={uuid}
        backHref="/timelimit"
        backLabel="Digital Chalking Rules"
      />
    </FirstView>
  );
}
