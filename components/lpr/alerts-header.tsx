'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import type { AlertListsResponse } from '@/lib/contract/lpr/bff';
import { formatCount } from '@/lib/format';
import { BulkDeleteButton } from './BulkDelete';
import type { ScanList } from './use-scan-list';

type AlertList = AlertListsResponse['lists'][number];

/** What the header says the list shows: a plate search, one list's alerts, or all of them. */
function alertsDescription(scanList: ScanList, lists: AlertList[]): string {
  const { data } = scanList.list;
  const { view } = scanList;
  if (!data) return '';
  if (data.mode === 'search') return `Alerts of plates starting with ${view.q}`;
  if (data.mode === 'list') {
    const listName = lists.find((l) => l.uuid === view.filter)?.name;
    return `Alerts raised on ${listName ?? 'this list'}`;
  }
  return 'Scans that raised an alert on one of your lists';
}

export interface AlertsHeaderProps {
  scanList: ScanList;
  /** The organisation's lists (the chips), to name the one shown. */
  lists: AlertList[];
  /** Opens the plate search dialog. */
  onSearch: () => void;
}

/** The /alerts header: the count, what is shown, and searching, clearing and deleting. */
export function AlertsHeader({ scanList, lists, onSearch }: AlertsHeaderProps) {
  const { view, setView, bulk } = scanList;
  const { data } = scanList.list;
  const description = alertsDescription(scanList, lists);
  return (
    <PageHeader
      title={`Alerts (${data ? formatCount(data.count) : '…'})`}
      description={description || '\u00a0'}
      actions={
        <>
          <Button variant="secondary" onClick={onSearch}>
            Search plate
          </Button>
          {view.q ? (
            <Button variant="secondary" onClick={() => setView({ page: 1, filter: null, q: null })}>
              Clear search
            </Button>
          ) : null}
          {bulk.selectedCount > 0 ? <BulkDeleteButton bulk={bulk} /> : null}
        </>
      }
    />
  );
}
