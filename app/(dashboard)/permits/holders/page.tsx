import type { Metadata } from 'next';
import { HoldersScreen } from '@/components/permits/holders/HoldersScreen';
import { holdersQuery } from '@/lib/contract/permits/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { holdersKey } from '@/lib/hooks/permits/holders-keys';
import { permitsRefusals } from '@/server/bff/routes/permits';
import { loadHolders } from '@/server/bff/views/permits/holders';
import {
  firstView,
  parseInput,
  queryOf,
  searchParamsOf,
  type PageProps,
} from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit holders' };

export default async function PermitHoldersPage({ searchParams }: PageProps) {
  const key = holdersKey(searchParamsOf(await searchParams).get('search'));
  const view = await firstView(
    { [key]: (who) => loadHolders(who, parseInput(holdersQuery, queryOf(key)).search) },
    permitsRefusals,
  );
  return (
    <FirstView value={view}>
      <HoldersScreen />
    </FirstView>
  );
}
