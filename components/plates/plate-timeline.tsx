'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ScanThumb } from '@/components/lpr/ScanThumb';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import type { PlateEvent, PlateTimeline } from '@/lib/contract/plates';
import { platesBffRoutes as routes } from '@/lib/contract/plates/bff-routes';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { zonedDateTime } from '@/lib/format';
import {
  PLATE_EVENT_LABELS,
  plateEventHref,
  plateEventText,
} from '@/lib/rules/plates/plate-events';
import type { LookupReasonParams } from '@/lib/rules/privacy/lookup-reason';
import { PlateEventIcon } from './plate-event-icon';

const LOAD_FAILED = 'The older records could not be loaded. Please try again.';

function EventItem({ event, timeZone }: { event: PlateEvent; timeZone: string }) {
  const isScan = event.kind === 'scan' || event.kind === 'alert';
  const text = plateEventText(event, timeZone);
  return (
    <li className="flex gap-3 py-3">
      <PlateEventIcon kind={event.kind} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Link
            href={plateEventHref(event)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {PLATE_EVENT_LABELS[event.kind]}
          </Link>
          <time dateTime={event.at} className="text-xs text-gray-600">
            {zonedDateTime(event.at, timeZone)}
          </time>
        </div>
        {text ? <p className="break-words text-sm text-gray-700">{text}</p> : null}
        {event.actor || (isScan && event.latitude !== null) ? (
          <p className="text-xs text-gray-600">
            {[
              event.actor ? `By ${event.actor}` : null,
              isScan && event.latitude !== null && event.longitude !== null
                ? `At ${event.latitude.toFixed(5)}, ${event.longitude.toFixed(5)}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </div>
      {isScan ? (
        <ScanThumb
          kind="plate"
          src={endpointUrl(lprBffRoutes.scanImage, { uuid: event.recordUuid, kind: 'plate' })}
          alt={`Plate image of the scan at ${zonedDateTime(event.at, timeZone)}`}
        />
      ) : null}
    </li>
  );
}

/**
 * Plate 360's timeline: the first page as the server rendered it, then "Load older" asks for the
 * next page with the cursor the last one answered (keyset: nothing repeats, nothing is skipped).
 */
export function PlateTimelineList({
  plate,
  first,
  timeZone,
  why = {},
}: {
  plate: string;
  first: PlateTimeline;
  timeZone: string;
  /** The look-up's reason, asked again with each page (issue 30 item 2). */
  why?: LookupReasonParams;
}) {
  const [older, setOlder] = useState<PlateTimeline[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pages = [first, ...older];
  const next = pages.at(-1)?.next ?? null;

  async function loadOlder() {
    if (!next || loading) return;
    setLoading(true);
    setFailure(null);
    try {
      const page = await callEndpoint(routes.plateTimeline, {
        params: { plate },
        query: { ...why, before: next },
      });
      setOlder((kept) => [...kept, page]);
    } catch (error) {
      setFailure(failureMessage(error, LOAD_FAILED));
    } finally {
      setLoading(false);
    }
  }

  const events = pages.flatMap((p) => p.events);
  return (
    <Card title="Timeline" description="Every record of this plate, newest first." headingLevel={2}>
      {events.length === 0 ? (
        <p className="text-sm text-gray-600">No records yet.</p>
      ) : (
        <ol className="divide-y divide-gray-100" aria-label={`Timeline of ${plate}`}>
          {events.map((event) => (
            <EventItem key={event.id} event={event} timeZone={timeZone} />
          ))}
        </ol>
      )}
      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {next ? (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" onClick={loadOlder} disabled={loading}>
            {loading ? 'Loading…' : 'Load older'}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
