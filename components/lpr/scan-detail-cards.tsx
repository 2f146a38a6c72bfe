'use client';

import type { ReactNode } from 'react';
import { PointsMap } from '@/components/maps/PointsMap';
import { Card } from '@/components/ui/Card';
import { cn, focusRing } from '@/components/ui/cn';
import type { Scan } from '@/lib/contract/lpr';
import { formatDateTime } from '@/lib/format';
import { lastChalked } from '@/lib/rules/lpr/chalk';
import { nearMatchText } from '@/lib/rules/lpr/lookalike';
import { AlertStatus } from './AlertStatus';
import { confidencePercent } from './scan-format';

/** Map zoom of the scan detail (spec 1 §9). */
export const SCAN_MAP_ZOOM = 15;

/** The full image (click to enlarge). */
export function ScanImageCard({ scan, onEnlarge }: { scan: Scan; onEnlarge: () => void }) {
  return (
    <Card title="Image" className="lg:col-span-3">
      <button
        type="button"
        onClick={onEnlarge}
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
  );
}

/** The details: who and when, confidence, 'Last chalked', the list and the alert's labels. */
export function ScanDetailsCard({ scan, zone }: { scan: Scan; zone: string | undefined }) {
  const detail = scan.alertDetail;
  return (
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
        {detail?.nearMatch ? (
          <DetailRow term="Near match">{nearMatchText(detail.nearMatch, scan.listName)}</DetailRow>
        ) : null}
        {detail?.label1 ? <DetailRow term="Label 1">{detail.label1}</DetailRow> : null}
        {detail?.label2 ? <DetailRow term="Label 2">{detail.label2}</DetailRow> : null}
        {detail ? (
          <DetailRow term="Expires">{formatDateTime(detail.expiresAt, '—', zone)}</DetailRow>
        ) : null}
      </dl>
    </Card>
  );
}

/** Where the plate was scanned, on the map. */
export function ScanLocationCard({
  scan,
  map,
}: {
  scan: Scan;
  map: { tileUrl: string; attribution: string };
}) {
  return (
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
