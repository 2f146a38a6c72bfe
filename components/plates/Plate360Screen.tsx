'use client';

import { LookupReasonGate, needsLookupReason } from '@/components/privacy/LookupReasonGate';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { buttonClasses } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkButton } from '@/components/ui/LinkButton';
import { Spinner } from '@/components/ui/Spinner';
import { DownloadIcon } from '@/components/ui/icons';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { platesBffRoutes as routes } from '@/lib/contract/plates/bff-routes';
import { useTimeZone } from '@/lib/hooks/first-view-tz';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { lprMessages } from '@/lib/messages/lpr';
import { plate360Href } from '@/lib/rules/plates/plate-events';
import { withReason, type LookupReasonParams } from '@/lib/rules/privacy/lookup-reason';
import { PlateNearMatches } from './plate-near-matches';
import { PlateNowPanel } from './plate-now-panel';
import { PlateTimelineList } from './plate-timeline';
import { PlateLookupScreen } from './PlateLookupScreen';

/** Asked once per visit: not refetched on focus; a refusal (4xx) is not retried. */
const reads = { ...retryOnlyServerFailures, revalidateOnFocus: false };

export interface Plate360ScreenProps {
  /** The plate normalised ('' when nothing of it was a letter or digit). */
  plate: string;
  /** The browser's zone as the server knew it (the tz cookie): dates render in it on the server. */
  serverTimeZone?: string | null;
  /** The look-up's reason as the page's URL gives it (issue 30 item 2). */
  why?: LookupReasonParams;
}

/**
 * /plates/{plate} (issue 29 item 1): one plate's picture in the organisation — the "Now" panel
 * (permits, paid session, lists, citations due, appeal) and the timeline of every record, with
 * a printable PDF. Empty: 'There are no records for this plate.'
 */
export function Plate360Screen({ plate, serverTimeZone = null, why = {} }: Plate360ScreenProps) {
  const timeZone = useTimeZone(serverTimeZone);
  const now = useEndpoint(routes.plateNow, plate ? { params: { plate }, query: why } : null, reads);
  const timeline = useEndpoint(
    routes.plateTimeline,
    plate ? { params: { plate }, query: why } : null,
    reads,
  );
  if (!plate) return <PlateLookupScreen asked />;

  const error = now.error ?? timeline.error;
  const empty =
    now.data &&
    timeline.data &&
    timeline.data.events.length === 0 &&
    now.data.permits.length + now.data.sessions.length + now.data.lists.length === 0;

  return (
    <>
      <PageHeader
        title={
          <>
            Plate 360 <span className="font-mono">{plate}</span>
          </>
        }
        description="What this organization knows about the plate: what holds now, then every record, newest first."
        actions={
          <>
            <LinkButton
              href={withReason(`/report/plate/${encodeURIComponent(plate)}`, why)}
              variant="ghost"
            >
              Scan history report
            </LinkButton>
            <a
              href={endpointUrl(routes.platePdf, { plate }, { tz: timeZone, ...why })}
              download
              className={buttonClasses('secondary', 'md')}
            >
              <DownloadIcon />
              Download PDF
            </a>
          </>
        }
      />
      {now.data ? <PlateNearMatches plate={plate} why={why} timeZone={timeZone} /> : null}
      {needsLookupReason(error) ? (
        <LookupReasonGate message={error!.message} action={plate360Href(plate)} />
      ) : error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : !now.data || !timeline.data ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the plate’s records" />
        </div>
      ) : empty ? (
        <EmptyState
          title={lprMessages.scanNotFound}
          description="No scan, list entry, permit, meter session or citation in this organization has this plate."
        />
      ) : (
        <>
          <PlateNowPanel now={now.data} timeZone={timeZone} />
          <PlateTimelineList plate={plate} first={timeline.data} timeZone={timeZone} why={why} />
        </>
      )}
    </>
  );
}
