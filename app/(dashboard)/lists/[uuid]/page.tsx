import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';
import { ListSideMenu } from '@/components/lists/ListSideMenu';
import { FirstView } from '@/lib/hooks/first-view';
import { listKey } from '@/lib/hooks/lists/keys';
import { listParam, loadList } from '@/server/bff/views/lists';
import { listsRefusals } from '@/server/bff/routes/lists';
import { firstView, parseInput } from '@/server/first-view';

export const metadata: Metadata = { title: 'List' };

export default async function ListPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const view = await firstView(
    {
      [listKey(uuid)]: (who) => loadList(who, parseInput(listParam, { uuid }).uuid),
    },
    listsRefusals,
  );
  return (
    <FirstView value={view}>
      <div className="flex flex-col gap-4 md:flex-row md:gap-6">
        <ListSideMenu listUuid={uuid} current="plates" />
        <div className="min-w-0 flex-1">
          <ListPlatesScreen listUuid={uuid} backHref="/lists" backLabel="All lists" />
        </div>
      </div>
    </FirstView>
  );
}
