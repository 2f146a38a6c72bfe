'use client';

import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { PageHeader } from '@/components/shell/PageHeader';
import type { TableColumn } from '@/components/ui/Table';
import type { Scan } from '@/lib/contract/lpr';
import { formatCount } from '@/lib/format';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { lprMessages } from '@/lib/messages/lpr';
import { AlertStatus } from './AlertStatus';
import { BulkDeleteButton, BulkDeleteDialog } from './BulkDelete';
import { PlateSearchForm } from '@/components/ui/PlateSearchForm';
import { ScanListTable } from './ScanListTable';
import { ViewFilterChips } from './ViewFilterChips';
import { capturedAtCell, capturedByCell, plateCell, plateImageCell } from './scan-cells';
import { confidencePercent } from './scan-format';
import { nounFor } from './use-bulk-delete';
import { useScanList } from './use-scan-list';

const SCAN = { one: 'scan', other: 'scans' };

/** The columns (the same array every render: the rows hydrate apart, see ScanListTable). */
const COLUMNS: TableColumn<Scan>[] = [
  { id: 'image', header: 'Image', width: '7rem', cell: plateImageCell },
  { id: 'plate', header: 'Plate', cell: plateCell },
  { id: 'capturedAt', header: 'Captured at', cell: capturedAtCell },
  {
    id: 'confidence',
    header: 'Confidence',
    align: 'right',
    width: '7rem',
    cell: (scan) => <span className="tabular-nums">{confidencePercent(scan.confidence)}</span>,
  },
  { id: 'status', header: 'Status', cell: (scan) => <AlertStatus scan={scan} /> },
  { id: 'capturedBy', header: 'Captured by', cell: capturedByCell },
];

const scanHref = (scan: Scan) => `/scans/${encodeURIComponent(scan.uuid)}`;

/**
 * /scans: every scan of the organisation, 100 per page, or one member's (chips), or a plate
 * search (not paged). The view lives in the URL; rows open the scan; selected rows can be deleted.
 */
export function ScansScreen() {
  const scanList = useScanList({
    basePath: '/scans',
    filterKey: 'member',
    listRoute: lprBffRoutes.listScans,
    deleteRoute: lprBffRoutes.deleteScans,
    noun: SCAN,
  });
  const { view, setView, bulk } = scanList;
  const { data } = scanList.list;
  const { data: memberData } = useEndpoint(
    lprBffRoutes.scanMembers,
    {},
    { revalidateOnFocus: false },
  );

  const members = memberData?.members ?? [];
  const memberName = members.find((m) => m.uuid === view.filter)?.fullname;
  const selectedCount = bulk.selectedCount;

  let description = '';
  if (data) {
    const total = `${formatCount(data.count)} ${nounFor(SCAN, data.count)}`;
    if (data.mode === 'search') description = `Results for plates starting with ${view.q}`;
    else if (data.mode === 'member') description = `${total} by ${memberName ?? 'this member'}`;
    else description = `${total} in total`;
  }

  return (
    <>
      <PageHeader
        title="Scans"
        description={description || '\u00a0'}
        actions={selectedCount > 0 ? <BulkDeleteButton bulk={bulk} /> : null}
      />

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <ViewFilterChips
          label="Show scans of"
          items={members.map((m) => ({ id: m.uuid, label: m.fullname }))}
          view={view}
          setView={setView}
        />
        <PlateSearchForm
          value={view.q}
          onSearch={(plate) => setView({ page: 1, filter: null, q: plate })}
          onClear={() => setView({ page: 1, filter: null, q: null })}
        />
      </div>

      <ScanListTable
        caption="Scans"
        scanList={scanList}
        columns={COLUMNS}
        rowHref={scanHref}
        emptyText={lprMessages.noScans}
      />

      <BulkDeleteDialog
        bulk={bulk}
        description={`${formatCount(selectedCount)} selected ${nounFor(SCAN, selectedCount)} and ${selectedCount === 1 ? 'its alert' : 'their alerts'} will be deleted.`}
      />
    </>
  );
}
