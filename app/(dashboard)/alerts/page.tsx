import type { Metadata } from 'next';
import { AlertsScreen } from '@/components/lpr/AlertsScreen';
import { alertListQuery } from '@/lib/contract/lpr/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { ALERT_LISTS_KEY, alertsKey } from '@/lib/hooks/lpr/keys';
import { parseListView } from '@/lib/rules/lpr/list-view';
import { alertLists, listAlerts } from '@/server/bff/views/scans';
import {
  firstView,
  parseInput,
  queryOf,
  searchParamsOf,
  type PageProps,
} from '@/server/first-view';

export const metadata: Metadata = { title: 'Alerts' };

export default async function AlertsPage({ searchParams }: PageProps) {
  const key = alertsKey(parseListView(searchParamsOf(await searchParams), 'list'));
  const view = await firstView({
    [key]: (who) => listAlerts(who, parseInput(alertListQuery, queryOf(key))),
    [ALERT_LISTS_KEY]: alertLists,
  });
  return (
    <FirstView value={view}>
      <AlertsScreen />
    </FirstView>
  );
}
