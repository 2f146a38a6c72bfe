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
import { cn, focusRing } from '@/components/ui/cn';
import type { DeleteRowsResponse } from '@/lib/contract/bff-lpr';
import type { Scan } from '@/lib/contract/lpr';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { formatCount, formatDateTime } from '@/lib/format';
import { useListView } from '@/lib/hooks/use-list-view';
import { ALERTS_KEY, alertsKey, useAlertLists, useAlerts } from '@/lib/hooks/use-scans';
import { messages } from '@/lib/messages';
import { lastChalked } from '@/lib/rules/chalk';
import { pageCountOf } from '@/lib/rules/list-view';
import { AlertStatus, StatusBadge } from './AlertStatus';
import { ListFooter } from './ListFooter';
import { ScanThumb } from './ScanThumb';
import { useRowSelection } from './use-row-selection';

// Dialogs (Headless UI) load after the list: they are not needed to show it.
const ConfirmDialog = dynamic(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);
const ImageLightbox = dynamic(() =>
  import('@/components/ui/ImageLightbox').then((m) => m.ImageLightbox),
);
const PlateDialog = dynamic(() => import('./PlateDialog').then((m) => m.PlateDialog));

const ALL = 'all';

/**
 * /alerts: the organisation's alerts, 100 per page, or one list's (chips), or a plate search.
 * The view lives in the URL; the image enlarges, the row opens the scan; selected rows can be
 * deleted (the scans stay in the scan history).
 */
export function AlertsScreen() {
  const router = useRouter();
  const toast = useToast();
  const { mutate: mutateAll } = useSWRConfig();
  const { view, setView } = useListView('/alerts', 'list');
  const key = alertsKey(view);
  const { data, error, isLoading, mutate } = useAlerts(view);
  const { data: listData } = useAlertLists();
  const selection = useRowSelection(key);

  const [searching, setSearching] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState<{ src: string; alt: string; title: string } | null>(
    null,
  );

  const rows = useMemo(() => data?.plates ?? [], [data]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.uuid, r])), [rows]);
  const stale = isLoading && data !== undefined;

  const pageCount = data ? pageCountOf(data.count, data.pageSize) : 1;
  useEffect(() => {
    if (data && !stale && data.mode !== 'search' && view.page > pageCount) {
      setView({ ...view, page: pageCount }, { replace: true });
    }
  }, [data, stale, view, pageCount, setView]);

  const lists = listData?.lists ?? [];
  const chips = [{ id: ALL, label: 'All' }, ...lists.map((l) => ({ id: l.uuid, label: l.name }))];
  const chipValue = view.q ? null : (view.filter ?? ALL);
  const selectedCount = selection.selectedIds.size;

  async function deleteSelected() {
    setDeleting(true);
    setDeleteError(null);
    try {
      const result = await apiFetch<DeleteRowsResponse>('/api/alerts/delete', {
        method: 'POST',
        body: { uuids: [...selection.selectedIds] },
      });
      selection.clear();
      setConfirming(false);
      toast.show({
        tone: 'success',
        message: `${formatCount(result.deleted)} ${result.deleted === 1 ? 'alert' : 'alerts'} deleted.`,
      });
      await Promise.all([
        mutate(),
        mutateAll((k) => typeof k === 'string' && k.startsWith(`${ALERTS_KEY}?`) && k !== key),
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
    {
      id: 'plateScan',
      header: 'PLATE SCAN',
      width: '7rem',
      cell: (scan) => <ScanThumb src={scan.plateImgUrl} alt={`Plate ${scan.plate}`} kind="plate" />,
    },
    {
      id: 'plate',
      header: 'PLATE',
      cell: (scan) => (
        <span className="font-mono text-sm font-semibold tracking-wide text-gray-900">
          {scan.plate}
        </span>
      ),
    },
    {
      id: 'capturedAt',
      header: 'CAPTURED AT',
      cell: (scan) => <span className="whitespace-nowrap">{formatDateTime(scan.capturedAt)}</span>,
    },
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
      cell: (scan) =>
        scan.alertDetail && !scan.alertDetail.isValid && scan.alertDetail.status.trim() ? (
          <StatusBadge status={scan.alertDetail.status} />
        ) : (
          <AlertStatus scan={scan} />
        ),
    },
    {
      id: 'capturedBy',
      header: 'CAPTURED BY',
      cell: (scan) => (
        <span className="whitespace-nowrap" title={scan.capturedByEmail || undefined}>
          {scan.capturedBy}
        </span>
      ),
    },
  ];

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
            {selectedCount > 0 ? (
              <Button
                variant="danger"
                onClick={() => {
                  setDeleteError(null);
                  setConfirming(true);
                }}
              >
                Delete ({formatCount(selectedCount)})
              </Button>
            ) : null}
          </>
        }
      />

      <FilterChips
        className="mb-3"
        label="Show alerts of"
        chips={chips}
        value={chipValue}
        onChange={(id) => setView({ page: 1, filter: id === ALL ? null : id, q: null })}
      />

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
          caption="Alerts"
          columns={columns}
          rows={error && !data ? [] : rows}
          getRowId={(scan) => scan.uuid}
          onRowClick={(scan) => router.push(`/scans/${encodeURIComponent(scan.uuid)}?from=alerts`)}
          rowLabel={(scan) => `Open alert ${scan.plate}, ${formatDateTime(scan.capturedAt)}`}
          loading={!data && !error}
          skeletonRows={10}
          emptyText={
            error
              ? 'The alerts could not be loaded.'
              : view.q
                ? `No alerts found for ${view.q}.`
                : messages.noAlerts
          }
          maxHeight="70vh"
          density="compact"
          selectionPosition="end"
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
          noun="alerts"
          label="Alerts pages"
        />
      </Card>

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
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void deleteSelected()}
        title={messages.deleteConfirm}
        description={`${formatCount(selectedCount)} selected ${selectedCount === 1 ? 'alert' : 'alerts'} will be deleted. The scans stay in the scan history.`}
        confirmLabel={`Delete (${formatCount(selectedCount)})`}
        loading={deleting}
        error={deleteError}
      />
      <ImageLightbox image={enlarged} onClose={() => setEnlarged(null)} />
    </>
  );
}
