import type { Metadata } from 'next';
import { ScansScreen } from '@/components/lpr/ScansScreen';
import { scanListQuery } from '@/lib/contract/lpr/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { SCAN_MEMBERS_KEY, scansKey } from '@/lib/hooks/lpr/keys';
import { parseListView } from '@/lib/rules/lpr/list-view';
import { listScans, scanMembers } from '@/server/bff/views/scans';
import {
  firstView,
  parseInput,
  queryOf,
  searchParamsOf,
  type PageProps,
} from '@/server/first-view';

export const metadata: Metadata = { title: 'Scans' };

export default async function ScansPage({ searchParams }: PageProps) {
  const key = scansKey(parseListView(searchParamsOf(await searchParams), 'member'));
  const view = await firstView({
    [key]: (who) => listScans(who, parseInput(scanListQuery, queryOf(key))),
    [SCAN_MEMBERS_KEY]: scanMembers,
  });
  return (
    <FirstView value={view}>
      <ScansScreen />
    </FirstView>
  );
}
