import type { Metadata } from 'next';
import { ListsScreen } from '@/components/lists/ListsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { LISTS_KEY } from '@/lib/hooks/lists/keys';
import { loadLists } from '@/server/bff/views/lists';
import { listsRefusals } from '@/server/bff/routes/lists';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Lists' };

export default async function ListsPage() {
  const view = await firstView({ [LISTS_KEY]: loadLists }, listsRefusals);
  return (
    <FirstView value={view}>
      <ListsScreen />
    </FirstView>
  );
}
