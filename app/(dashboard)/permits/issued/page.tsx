import type { Metadata } from 'next';
import { IssuedListScreen } from '@/components/permits/issued/IssuedListScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { issuedListKey, pageParam } from '@/lib/hooks/permits/issued-keys';
import { upperText } from '@/lib/rules/permits/permit-rules';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadIssuedList } from '@/server/bff/views/permits/issued';
import { firstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued permits' };

/** /permits/issued?page=n (from 0) &search=TERM (upper-cased). */
export default async function IssuedPermitsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const query = await searchParams;
  const page = pageParam(query.page, 0);
  const raw = Array.isArray(query.search) ? query.search[0] : query.search;
  const search = upperText(raw ?? '').slice(0, 120) || null;
  const view = await firstView(
    {
      [issuedListKey(page, search)]: (who) =>
        loadIssuedList(who, { page, search: search ?? undefined }),
    },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <IssuedListScreen page={page} search={search} />
    </FirstView>
  );
}
