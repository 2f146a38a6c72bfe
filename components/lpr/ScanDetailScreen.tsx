'use client';

import { useState, useSyncExternalStore } from 'react';
import { LookupReasonGate, needsLookupReason } from '@/components/privacy/LookupReasonGate';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { lazyPart } from '@/components/ui/lazy-part';
import { formatDateTime } from '@/lib/format';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { lastListHref } from './use-list-view';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';
import { lprMessages } from '@/lib/messages/lpr';
import type { LookupReasonParams } from '@/lib/rules/privacy/lookup-reason';
import { DetailSkeleton, ScanBackLink, ScanDetailHeader } from './scan-detail-header';
import { ScanDetailsCard, ScanImageCard, ScanLocationCard } from './scan-detail-cards';
import { ScanEvidenceCard } from './scan-evidence';
import { ScanHistory } from './scan-history';
import type { ScanDialog } from './scan-dialogs';
import { useIssueCitation } from './use-issue-citation';

// The lightbox (Headless UI) loads on demand: it is not part of the first view.
const ImageLightbox = lazyPart(
  () => import('@/components/ui/ImageLightbox').then((m) => m.ImageLightbox),
  (props) => props.image !== null,
);

// The dialogs (Edit plate with its zod check, delete) and what they do load after the screen:
// they are not part of its first view.
const ScanDialogs = lazyPart(
  () => import('./scan-dialogs').then((m) => m.ScanDialogs),
  (props) => props.open !== null,
);

export interface ScanDetailScreenProps {
  uuid: string;
  /** The list the user came from: the back link returns to it as it was left. */
  from: 'scans' | 'alerts';
  /** Which BFF route answers the scan: /api/scans/:uuid or /api/alerts/:uuid. */
  fetchFrom: 'scans' | 'alerts';
  map: { tileUrl: string; attribution: string };
  /** The look-up's reason as the page's URL gives it (issue 30 item 2). */
  why?: LookupReasonParams;
}

// "Issue citation" (the form, its checks and what it sends) loads when it is opened.
const IssueCitationDialog = lazyPart(
  () => import('./IssueCitationDialog').then((m) => m.IssueCitationDialog),
  (props) => props.open,
);

/** The back link's address is read once in the browser; nothing to subscribe to. */
const subscribeNothing = () => () => {};

/** The scan is not refetched on focus; a refusal (not found) is not retried. */
const stable = { ...retryOnlyServerFailures, revalidateOnFocus: false };

/**
 * /scans/{uuid} and /alerts/{uuid}: where and when a plate was scanned, the full image (click to
 * enlarge), the details with the alert text and 'Last chalked', the plate's history, edit plate
 * and delete. Failure shows 'There are no records for this plate.'
 */
export function ScanDetailScreen({ uuid, from, fetchFrom, map, why = {} }: ScanDetailScreenProps) {
  const zone = useDisplayTimeZone();
  const {
    data: scan,
    error,
    isLoading,
  } = useEndpoint(
    fetchFrom === 'scans' ? routes.getScan : routes.getAlert,
    { params: { uuid }, query: why },
    stable,
  );

  const basePath = from === 'alerts' ? '/alerts' : '/scans';
  // The list's last view (page, filters) is in this tab's storage: the server renders the bare list.
  const backHref = useSyncExternalStore(
    subscribeNothing,
    () => lastListHref(basePath),
    () => basePath,
  );
  const [dialog, setDialog] = useState<ScanDialog | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  const issue = useIssueCitation();

  const backLink = <ScanBackLink href={backHref} from={from} />;

  if (needsLookupReason(error)) {
    return (
      <>
        {backLink}
        <PageHeader title="Scan" />
        <LookupReasonGate
          message={error!.message}
          action={`/${fetchFrom}/${encodeURIComponent(uuid)}`}
          keep={{ from: fetchFrom === 'scans' && from === 'alerts' ? 'alerts' : undefined }}
        />
      </>
    );
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

  return (
    <>
      {backLink}
      <ScanDetailHeader
        scan={scan}
        zone={zone}
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
        onIssue={issue.start}
      />
      <div className="grid gap-4 lg:grid-cols-5">
        <ScanImageCard scan={scan} onEnlarge={() => setEnlarged(true)} />
        <ScanDetailsCard scan={scan} zone={zone} />
        <ScanLocationCard scan={scan} map={map} />
        <ScanHistory scan={scan} from={from} zone={zone} why={why} />
        {/* Remounted (and reloaded) after a plate correction. */}
        <ScanEvidenceCard key={scan.plate} uuid={scan.uuid} zone={zone} />
      </div>
      <ScanDialogs
        scan={scan}
        fetchFrom={fetchFrom}
        backHref={backHref}
        open={dialog}
        onClose={() => setDialog(null)}
      />
      <IssueCitationDialog scan={scan} open={issue.open} onClose={issue.close} zone={zone} />
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
