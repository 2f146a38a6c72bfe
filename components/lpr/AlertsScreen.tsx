'use client';

import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import type { TableColumn } from '@/components/ui/Table';
import { cn, focusRing } from '@/components/ui/cn';
import type { Scan } from '@/lib/contract/lpr';
import { formatCount, formatDateTime } from '@/lib/format';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { lprMessages } from '@/lib/messages/lpr';
import { lastChalked } from '@/lib/rules/lpr/chalk';
import { AlertsLiveBar } from './alerts-live-bar';
import { AlertListStatus } from './AlertStatus';
import { BulkDeleteButton, BulkDeleteDialog } from './BulkDelete';
import { ScanListTable } from './ScanListTable';
import { ScanThumb } from './ScanThumb';
import { ViewFilterChips } from './ViewFilterChips';
import { capturedAtCell, capturedByCell, plateCell, plateImageCell } from './scan-cells';
import { nounFor } from './use-bulk-delete';
import { useScanList } from './use-scan-list';
import { lazyPart } from '@/components/ui/lazy-part';

// Dialogs (Headless UI) load after the list: they are not needed to show it.
const ImageLightbox = lazyPart(
  () => import('@/components/ui/ImageLightbox').then((m) => m.ImageLightbox),
  (props) => props.image !== null,
);
const PlateDialog = lazyPart(() => import('./PlateDialog').then((m) => m.PlateDialog));

const ALERT = { one: 'alert', other: 'alerts' };

const alertHref = (scan: Scan) => `/scans/${encodeURIComponent(scan.uuid)}?from=alerts`;

/**
 * /alerts: the organisation's alerts, 100 per page, or one list's (chips), or a plate search.
 * The view lives in the URL; the image enlarges, the row opens the scan; selected rows can be
 * deleted (the scans stay in the scan history). New alerts arrive live and wait in a pill above
 * the list (rows never move under the cursor) until it is pressed.
 */
export function AlertsScreen() {
  const scanList = useScanList({
    basePath: '/alerts',
    filterKey: 'list',
    listRoute: lprBffRoutes.listAlerts,
    deleteRoute: lprBffRoutes.deleteAlerts,
    noun: ALERT,
  });
  const { view, setView, bulk } = scanList;
  const { data } = scanList.list;
  const { data: listData } = useEndpoint(lprBffRoutes.alertLists, {}, { revalidateOnFocus: false });

  const [searching, setSearching] = useState(false);
  const [enlarged, setEnlarged] = useState<{ src: string; alt: string; title: string } | null>(
    null,
  );

  const lists = listData?.lists ?? [];
  const selectedCount = bulk.selectedCount;

  const tableBox = useRef<HTMLDivElement>(null);

  // The same array every render: the rows hydrate apart (see ScanListTable).
  const columns = useMemo<TableColumn<Scan>[]>(
    () => [
      {
        id: 'image',
        header: 'IMAGE',
        width: '5.5rem',
        cell: (scan) => (
          <button
            type="button"
            onClick={() =>
              setEnlarged({
                src: scan.imgUrl,
                alt: `Scan of plate ${scan.plate}`,
                title: `${scan.plate} · ${formatDateTime(scan.capturedAt)}`,
              })
            }
            aria-label={`Enlarge image of ${scan.plate}`}
            className={cn('block rounded hover:opacity-90', focusRing)}
          >
            <ScanThumb src={scan.imgUrl} alt="" kind="full" />
          </button>
        ),
      },
      { id: 'plateScan', header: 'PLATE SCAN', width: '7rem', cell: plateImageCell },
      { id: 'plate', header: 'PLATE', cell: plateCell },
      { id: 'capturedAt', header: 'CAPTURED AT', cell: capturedAtCell },
      {
        id: 'lastChalked',
        header: 'LAST CHALKED',
        cell: (scan) => (
          <span className="whitespace-nowrap">{lastChalked(scan.capturedAt, scan.lastSeen)}</span>
        ),
      },
      {
        id: 'scannedAgainst',
        header: 'SCANNED AGAINST',
        cell: (scan) => scan.listName ?? <span className="text-gray-500">—</span>,
      },
      {
        id: 'status',
        header: 'STATUS',
        // The list is in SCANNED AGAINST: an alert's status says why it was raised.
        cell: (scan) => <AlertListStatus scan={scan} />,
      },
      { id: 'capturedBy', header: 'CAPTURED BY', cell: capturedByCell },
    ],
    [],
  );

  const listName = lists.find((l) => l.uuid === view.filter)?.name;
  let description = '';
  if (data) {
    if (data.mode === 'search') description = `Alerts of plates starting with ${view.q}`;
    else if (data.mode === 'list') description = `Alerts raised on ${listName ?? 'this list'}`;
    else description = 'Scans that raised an alert on one of your lists';
  }

  return (
    <>
      <PageHeader
        title={`Alerts (${data ? formatCount(data.count) : '…'})`}
        description={description || '\u00a0'}
        actions={
          <>
            <Button variant="secondary" onClick={() => setSearching(true)}>
              Search plate
            </Button>
            {view.q ? (
              <Button
                variant="secondary"
                onClick={() => setView({ page: 1, filter: null, q: null })}
              >
                Clear search
              </Button>
            ) : null}
            {selectedCount > 0 ? <BulkDeleteButton bulk={bulk} /> : null}
          </>
        }
      />

      <ViewFilterChips
        className="mb-3"
        label="Show alerts of"
        items={lists.map((l) => ({ id: l.uuid, label: l.name }))}
        view={view}
        setView={setView}
      />

      <AlertsLiveBar scanList={scanList} tableBox={tableBox} />

      <ScanListTable
        scrollRef={tableBox}
        caption="Alerts"
        scanList={scanList}
        columns={columns}
        rowHref={alertHref}
        emptyText={lprMessages.noAlerts}
        selectionPosition="end"
      />

      <PlateDialog
        open={searching}
        onClose={() => setSearching(false)}
        title="Search plate"
        description="Shows the alerts of plates starting with these characters."
        submitLabel="Search"
        initialPlate={view.q ?? ''}
        onSave={(plate) => {
          setSearching(false);
          setView({ page: 1, filter: null, q: plate });
        }}
      />
      <BulkDeleteDialog
        bulk={bulk}
        description={`${formatCount(selectedCount)} selected ${nounFor(ALERT, selectedCount)} will be deleted. The scans stay in the scan history.`}
      />
      <ImageLightbox image={enlarged} onClose={() => setEnlarged(null)} />
    </>
  );
}
