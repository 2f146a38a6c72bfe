'use client';

import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { useRef, useState } from 'react';
import type { Scan } from '@/lib/contract/lpr';
import { formatCount } from '@/lib/format';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { lprMessages } from '@/lib/messages/lpr';
import { AlertsLiveBar } from './alerts-live-bar';
import { useAlertColumns, type EnlargedScanImage } from './alert-columns';
import { AlertsHeader } from './alerts-header';
import { BulkDeleteDialog } from './BulkDelete';
import { ScanListTable } from './ScanListTable';
import { ViewFilterChips } from './ViewFilterChips';
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
  const { data: listData } = useEndpoint(lprBffRoutes.alertLists, {}, { revalidateOnFocus: false });

  const [searching, setSearching] = useState(false);
  const [enlarged, setEnlarged] = useState<EnlargedScanImage | null>(null);

  const lists = listData?.lists ?? [];
  const selectedCount = bulk.selectedCount;

  const tableBox = useRef<HTMLDivElement>(null);
  const columns = useAlertColumns(setEnlarged);

  return (
    <>
      <AlertsHeader scanList={scanList} lists={lists} onSearch={() => setSearching(true)} />

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
