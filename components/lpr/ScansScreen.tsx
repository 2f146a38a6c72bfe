'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FilterChips } from '@/components/ui/FilterChips';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { cn } from '@/components/ui/cn';
import type { DeleteRowsResponse } from '@/lib/contract/bff-lpr';
import type { Scan } from '@/lib/contract/lpr';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { formatCount, formatDateTime } from '@/lib/format';
import { useListView } from '@/lib/hooks/use-list-view';
import { SCANS_KEY, scansKey, useScanMembers, useScans } from '@/lib/hooks/use-scans';
import { messages } from '@/lib/messages';
import { pageCountOf } from '@/lib/rules/list-view';
import { AlertStatus } from './AlertStatus';
import { ListFooter } from './ListFooter';
import { PlateSearchForm } from './PlateSearchForm';
import { ScanThumb } from './ScanThumb';
import { confidencePercent } from './scan-format';
import { useRowSelection } from './use-row-selection';

// Dialogs (Headless UI) load after the list: they are not needed to show it.
const ConfirmDialog = dynamic(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);

const ALL = 'all';

/**
 * /scans: every scan of the organisation, 100 per page, or one member's (chips), or a plate
 * search (not paged). The view lives in the URL; rows open the scan; selected rows can be deleted.
 */
export function ScansScreen() {
  const router = useRouter();
  const toast = useToast();
  const { mutate: mutateAll } = useSWRConfig();
  const { view, setView } = useListView('/scans', 'member');
  const key = scansKey(view);
  const { data, error, isLoading, mutate } = useScans(view);
  const { data: memberData } = useScanMembers();
  const selection = useRowSelection(key);

  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rows = useMemo(() => data?.plates ?? [], [data]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.uuid, r])), [rows]);
  const stale = isLoading && data !== undefined;

  // A page past the end (after deletes, or typed into the address) shows the last page.
  const pageCount = data ? pageCountOf(data.count, data.pageSize) : 1;
  useEffect(() => {
    if (data && !stale && data.mode !== 'search' && view.page > pageCount) {
      setView({ ...view, page: pageCount }, { replace: true });
    }
  }, [data, stale, view, pageCount, setView]);

  const members = memberData?.members ?? [];
  const memberName = members.find((m) => m.uuid === view.filter)?.fullname;
  const chips = [
    { id: ALL, label: 'All' },
    ...members.map((m) => ({ id: m.uuid, label: m.fullname })),
  ];
  const chipValue = view.q ? null : (view.filter ?? ALL);

  const selectedCount = selection.selectedIds.size;

  async function deleteSelected() {
    setDeleting(true);
    setDeleteError(null);
    try {
      const result = await apiFetch<DeleteRowsResponse>('/api/scans/delete', {
        method: 'POST',
        body: { uuids: [...selection.selectedIds] },
      });
      selection.clear();
      setConfirming(false);
      toast.show({
        tone: 'success',
        message: `${formatCount(result.deleted)} ${result.deleted === 1 ? 'scan' : 'scans'} deleted.`,
      });
      await Promise.all([
        mutate(),
        mutateAll((k) => typeof k === 'string' && k.startsWith(`${SCANS_KEY}?`) && k !== key),
      ]);
    } catch (cause) {
      setDeleteError(isApiError(cause) ? cause.message : messages.serverError);
    } finally {
      setDeleting(false);
    }
  }

  const columns: TableColumn<Scan>[] = [
    {
      id: 'image',
      header: 'Image',
      width: '7rem',
      cell: (scan) => <ScanThumb src={scan.plateImgUrl} alt={`Plate ${scan.plate}`} kind="plate" />,
    },
    {
      id: 'plate',
      header: 'Plate',
      cell: (scan) => (
        <span className="font-mono text-sm font-semibold tracking-wide text-gray-900">
          {scan.plate}
        </span>
      ),
    },
    {
      id: 'capturedAt',
      header: 'Captured at',
      cell: (scan) => <span className="whitespace-nowrap">{formatDateTime(scan.capturedAt)}</span>,
    },
    {
      id: 'confidence',
      header: 'Confidence',
      align: 'right',
      width: '7rem',
      cell: (scan) => <span className="tabular-nums">{confidencePercent(scan.confidence)}</span>,
    },
    { id: 'status', header: 'Status', cell: (scan) => <AlertStatus scan={scan} /> },
    {
      id: 'capturedBy',
      header: 'Captured by',
      cell: (scan) => (
        <span className="whitespace-nowrap" title={scan.capturedByEmail || undefined}>
          {scan.capturedBy}
        </span>
      ),
    },
  ];

  let description = '';
  if (data) {
    const total = formatCount(data.count);
    if (data.mode === 'search') description = `Results for plates starting with ${view.q}`;
    else if (data.mode === 'member')
      description = `${total} ${data.count === 1 ? 'scan' : 'scans'} by ${memberName ?? 'this member'}`;
    else description = `${total} ${data.count === 1 ? 'scan' : 'scans'} in total`;
  }

  const emptyText = view.q ? `No scans found for ${view.q}.` : messages.noScans;

  return (
    <>
      <PageHeader
        title="Scans"
        description={description || '\u00a0'}
        actions={
          selectedCount > 0 ? (
            <Button
              variant="danger"
              onClick={() => {
                setDeleteError(null);
                setConfirming(true);
              }}
            >
              Delete ({formatCount(selectedCount)})
            </Button>
          ) : null
        }
      />

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <FilterChips
          label="Show scans of"
          chips={chips}
          value={chipValue}
          onChange={(id) => setView({ page: 1, filter: id === ALL ? null : id, q: null })}
        />
        <PlateSearchForm
          value={view.q}
          onSearch={(plate) => setView({ page: 1, filter: null, q: plate })}
          onClear={() => setView({ page: 1, filter: null, q: null })}
        />
      </div>

      {error ? (
        <Alert
          tone="error"
          className="mb-3"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : null}

      <Card padding="none" className="overflow-hidden" aria-busy={stale || undefined}>
        <Table
          caption="Scans"
          columns={columns}
          rows={error && !data ? [] : rows}
          getRowId={(scan) => scan.uuid}
          onRowClick={(scan) => router.push(`/scans/${encodeURIComponent(scan.uuid)}`)}
          rowLabel={(scan) => `Open scan ${scan.plate}, ${formatDateTime(scan.capturedAt)}`}
          loading={!data && !error}
          skeletonRows={10}
          emptyText={error ? 'The scans could not be loaded.' : emptyText}
          maxHeight="70vh"
          density="compact"
          selection={{
            selectedIds: selection.selectedIds,
            onChange: selection.onChange,
            rowLabel: (id) => {
              const scan = byId.get(id);
              return scan
                ? `Select ${scan.plate}, ${formatDateTime(scan.capturedAt)}`
                : 'Select row';
            },
          }}
          className={cn('transition-opacity', stale && 'opacity-60')}
        />
        <ListFooter
          data={data}
          page={data?.mode === 'search' ? 1 : view.page}
          onPageChange={(page) => setView({ ...view, page })}
          noun="scans"
          label="Scans pages"
        />
      </Card>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void deleteSelected()}
        title={messages.deleteConfirm}
        description={`${formatCount(selectedCount)} selected ${selectedCount === 1 ? 'scan' : 'scans'} and ${selectedCount === 1 ? 'its alert' : 'their alerts'} will be deleted.`}
        confirmLabel={`Delete (${formatCount(selectedCount)})`}
        loading={deleting}
        error={deleteError}
      />
    </>
  );
}
