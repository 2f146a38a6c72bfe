'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { PointsMap } from '@/components/maps/PointsMap';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { cn, focusRing } from '@/components/ui/cn';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { PlateHistoryItem } from '@/lib/contract/lpr/bff';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { formatDateTime } from '@/lib/format';
import { lastListHref } from '@/lib/hooks/lpr/use-list-view';
import { plateHistoryKey, scanKey, usePlateHistory, useScan } from '@/lib/hooks/lpr/use-scans';
import { coreMessages } from '@/lib/messages/core';
import { lprMessages } from '@/lib/messages/lpr';
import { lastChalked } from '@/lib/rules/lpr/chalk';
import { AlertStatus } from './AlertStatus';
import { confidencePercent } from './scan-format';
import { lazyPart } from '@/components/ui/lazy-part';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';

// The lightbox (Headless UI) loads on demand: it is not part of the first view.
const ImageLightbox = lazyPart(
  () => import('@/components/ui/ImageLightbox').then((m) => m.ImageLightbox),
  (props) => props.image !== null,
);

// Edit plate validates with the BFF's zod rules: they load with the dialog.
const EditPlateDialog = lazyPart(
  () => import('./EditPlateDialog').then((m) => m.EditPlateDialog),
  (props) => props.open,
);

/** Map zoom of the scan detail (spec 1 §9). */
export const SCAN_MAP_ZOOM = 15;

/** Plates are stored as the lists match them: say so, so 'ab c-12' saved as ABC12 is no surprise. */
const PLATE_EDIT_DESCRIPTION =
  'Correct the plate read from the image. It is saved in capitals, letters and digits only: spaces, dashes and other marks are dropped (ab c-12 is saved as ABC12). It is matched against your lists again.';

export interface ScanDetailScreenProps {
  uuid: string;
  /** The list the user came from: the back link returns to it as it was left. */
  from: 'scans' | 'alerts';
  /** Which BFF route answers the scan: /api/scans/:uuid or /api/alerts/:uuid. */
  fetchFrom: 'scans' | 'alerts';
  map: { tileUrl: string; attribution: string };
}

/**
 * /scans/{uuid} and /alerts/{uuid}: where and when a plate was scanned, the full image (click to
 * enlarge), the details with the alert text and 'Last chalked', the plate's history, edit plate
 * and delete. Failure shows 'There are no records for this plate.'
 */
export function ScanDetailScreen({ uuid, from, fetchFrom, map }: ScanDetailScreenProps) {
  const zone = useDisplayTimeZone();
  const router = useRouter();
  const toast = useToast();
  const { mutate: mutateAll } = useSWRConfig();
  const { data: scan, error, isLoading, mutate } = useScan(uuid, fetchFrom);
  const history = usePlateHistory(scan?.plate);

  const basePath = from === 'alerts' ? '/alerts' : '/scans';
  const [backHref, setBackHref] = useState(basePath);
  useEffect(() => setBackHref(lastListHref(basePath)), [basePath]);

  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState(false);

  const backLabel = from === 'alerts' ? 'Back to Alerts' : 'Back to Scans';
  const backLink = (
    <Link
      href={backHref}
      className={cn(
        'mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline',
        focusRing,
      )}
    >
      <ChevronRightIcon className="size-4 rotate-180" />
      {backLabel}
    </Link>
  );

  /** Lists that showed this scan are out of date after an edit or delete. */
  function refreshLists() {
    return mutateAll(
      (k) =>
        typeof k === 'string' &&
        (k.startsWith('/api/scans?') ||
          k.startsWith('/api/alerts?') ||
          k.startsWith('/api/scans/history/')),
    );
  }

  async function savePlate(plate: string) {
    const updated = await callEndpoint(lprBffRoutes.updateScan, {
      params: { uuid },
      body: { plate },
    });
    await mutate(updated, { revalidate: false });
    if (fetchFrom === 'alerts') void mutateAll(scanKey(uuid, 'scans'));
    setEditing(false);
    toast.show({ tone: 'success', message: `Plate changed to ${updated.plate}.` });
    void refreshLists();
    void mutateAll(plateHistoryKey(updated.plate));
  }

  async function deleteScan() {
    setDeleting(true);
    setDeleteError(null);
    try {
      await callEndpoint(lprBffRoutes.deleteScan, { params: { uuid } });
      toast.show({ tone: 'success', message: 'Scan deleted.' });
      void refreshLists();
      router.push(backHref);
    } catch (cause) {
      setDeleteError(isApiError(cause) ? cause.message : coreMessages.serverError);
      setDeleting(false);
    }
  }

  if (error) {
    const notFound = error.status === 404 || error.status === 400 || error.status === 403;
    return (
      <>
        {backLink}
        <PageHeader title="Scan" />
        <Alert tone="error">{notFound ? lprMessages.scanNotFound : error.message}</Alert>
      </>
    );
  }

  if (isLoading || !scan) return <DetailSkeleton backLink={backLink} />;

  const historyColumns: TableColumn<PlateHistoryItem>[] = [
    {
      id: 'capturedAt',
      header: 'Captured at',
      cell: (row) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          {formatDateTime(row.capturedAt, '', zone)}
          {row.uuid === scan.uuid ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              This scan
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'confidence',
      header: 'Confidence',
      align: 'right',
      width: '7rem',
      cell: (row) => <span className="tabular-nums">{confidencePercent(row.confidence)}</span>,
    },
    { id: 'status', header: 'Status', cell: (row) => <AlertStatus scan={row} /> },
    {
      id: 'capturedBy',
      header: 'Captured by',
      cell: (row) => <span className="whitespace-nowrap">{row.capturedBy}</span>,
    },
  ];

  const detail = scan.alertDetail;
  const historyRows = history.data?.plates ?? [];

  return (
    <>
      {backLink}
      <PageHeader
        title={<span className="font-mono tracking-wide">{scan.plate}</span>}
        description={`${scan.isAlert ? 'Alert' : 'Scan'} captured ${formatDateTime(scan.capturedAt, '', zone)} by ${scan.capturedBy}`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit plate
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setDeleteError(null);
                setConfirming(true);
              }}
            >
              Delete
            </Button>
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-5">
        <Card title="Image" className="lg:col-span-3">
          <button
            type="button"
            onClick={() => setEnlarged(true)}
            aria-label={`Enlarge image of ${scan.plate}`}
            className={cn(
              'group relative block aspect-video w-full overflow-hidden rounded-md border border-gray-200 bg-gray-900',
              focusRing,
            )}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- served by the BFF */}
            <img
              src={scan.imgUrl}
              alt={`Scan of plate ${scan.plate}`}
              className="size-full object-contain"
            />
            <span className="absolute bottom-2 right-2 rounded bg-gray-900/75 px-2 py-1 text-xs font-medium text-white opacity-90 group-hover:opacity-100">
              Enlarge
            </span>
          </button>
        </Card>

        <Card title="Details" className="lg:col-span-2">
          <dl className="divide-y divide-gray-100 text-sm">
            <DetailRow term="Plate">
              <span className="font-mono font-semibold tracking-wide">{scan.plate}</span>
            </DetailRow>
            <DetailRow term="Captured at">{formatDateTime(scan.capturedAt, '', zone)}</DetailRow>
            <DetailRow term="Captured by">
              <span className="block">{scan.capturedBy}</span>
              {scan.capturedByEmail ? (
                <span className="block text-gray-600">{scan.capturedByEmail}</span>
              ) : null}
            </DetailRow>
            <DetailRow term="Confidence">{confidencePercent(scan.confidence)}</DetailRow>
            <DetailRow term="Last chalked">{lastChalked(scan.capturedAt, scan.lastSeen)}</DetailRow>
            <DetailRow term="Scanned against">{scan.listName ?? '—'}</DetailRow>
            <DetailRow term="Status">
              <AlertStatus scan={scan} />
            </DetailRow>
            {detail?.label1 ? <DetailRow term="Label 1">{detail.label1}</DetailRow> : null}
            {detail?.label2 ? <DetailRow term="Label 2">{detail.label2}</DetailRow> : null}
            {detail ? (
              <DetailRow term="Expires">{formatDateTime(detail.expiresAt, '—', zone)}</DetailRow>
            ) : null}
          </dl>
        </Card>

        <Card
          title="Location"
          description={`${scan.latitude.toFixed(5)}, ${scan.longitude.toFixed(5)}`}
          className="lg:col-span-2"
        >
          <PointsMap
            points={[
              {
                id: scan.uuid,
                latitude: scan.latitude,
                longitude: scan.longitude,
                kind: scan.isAlert ? 'alert' : 'scan',
                label: scan.plate,
              },
            ]}
            center={[scan.latitude, scan.longitude]}
            zoom={SCAN_MAP_ZOOM}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            className="h-80 w-full"
            ariaLabel={`Map of where ${scan.plate} was scanned`}
          />
        </Card>

        <Card
          title="Plate history"
          description={`Every scan of ${scan.plate} in this organization, newest first.`}
          padding="none"
          className="overflow-hidden lg:col-span-3"
        >
          {history.error ? (
            <div className="p-4">
              <Alert tone="error">{history.error.message}</Alert>
            </div>
          ) : (
            <Table
              caption={`Plate history of ${scan.plate}`}
              columns={historyColumns}
              rows={historyRows}
              getRowId={(row) => row.uuid}
              rowHref={(row) =>
                row.uuid === scan.uuid
                  ? null
                  : `/scans/${encodeURIComponent(row.uuid)}${from === 'alerts' ? '?from=alerts' : ''}`
              }
              rowLabel={(row) => `Open scan of ${formatDateTime(row.capturedAt, '', zone)}`}
              rowClassName={(row) => (row.uuid === scan.uuid ? 'bg-brand-50/60' : undefined)}
              loading={history.isLoading}
              skeletonRows={3}
              emptyText="No other scans of this plate."
              maxHeight="22rem"
              density="compact"
            />
          )}
        </Card>
      </div>

      <EditPlateDialog
        open={editing}
        onClose={() => setEditing(false)}
        title="Edit plate"
        description={PLATE_EDIT_DESCRIPTION}
        submitLabel="Save plate"
        initialPlate={scan.plate}
        onSave={savePlate}
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void deleteScan()}
        title={lprMessages.deleteConfirm}
        description={`The scan of ${scan.plate} and its alert will be deleted.`}
        loading={deleting}
        error={deleteError}
      />
      <ImageLightbox
        image={
          enlarged
            ? {
                src: scan.imgUrl,
                alt: `Scan of plate ${scan.plate}`,
                title: `${scan.plate} · ${formatDateTime(scan.capturedAt, '', zone)}`,
              }
            : null
        }
        onClose={() => setEnlarged(false)}
      />
    </>
  );
}

function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 py-2 first:pt-0 last:pb-0">
      <dt className="text-gray-600">{term}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

function DetailSkeleton({ backLink }: { backLink: ReactNode }) {
  return (
    <div aria-busy="true">
      {backLink}
      <div className="mb-4 h-7 w-40 animate-pulse rounded bg-gray-200" />
      <div className="grid gap-4 lg:grid-cols-5">
        <div className="aspect-video animate-pulse rounded-lg border border-gray-200 bg-white lg:col-span-3" />
        <div className="animate-pulse rounded-lg border border-gray-200 bg-white lg:col-span-2" />
      </div>
      <span className="sr-only" role="status">
        Loading scan
      </span>
    </div>
  );
}
