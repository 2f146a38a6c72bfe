'use client';

import type { PlateLookalike, PlateSeenIn } from '@/lib/contract/plates';
import { platesBffRoutes as routes } from '@/lib/contract/plates/bff-routes';
import { zonedDate } from '@/lib/format';
import type { LookupReasonParams } from '@/lib/rules/privacy/lookup-reason';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { PlateLink } from './PlateLink';

const SEEN_IN: Record<PlateSeenIn, string> = {
  scans: 'scanned',
  permits: 'on a permit',
  lists: 'on a list',
};

/** 'S read as 5 · scanned (last 21 Nov 2026) · on a list'. */
export function nearMatchFacts(match: PlateLookalike, timeZone: string): string {
  const seen = match.seenIn.map((s) =>
    s === 'scans' && match.lastScan
      ? `scanned (last ${zonedDate(match.lastScan, timeZone)})`
      : SEEN_IN[s],
  );
  return [match.why, ...seen].filter(Boolean).join(' · ');
}

/**
 * Plate 360's near matches (issue 29): the organisation's plates that differ from this one only in
 * look-alike characters (0/O, 8/B …), each a link to its own Plate 360 — below the plate asked, so
 * a misread or mistyped plate leads to the right one. Nothing shows while none exist.
 */
export function PlateNearMatches({
  plate,
  why,
  timeZone,
}: {
  plate: string;
  /** The look-up's reason the page was given (asked again of the provider with this read). */
  why: LookupReasonParams;
  timeZone: string;
}) {
  const { data } = useEndpoint(
    routes.plateLookalikes,
    { params: { plate }, query: why },
    { ...retryOnlyServerFailures, revalidateOnFocus: false },
  );
  if (!data?.plates.length) return null;
  return (
    <section
      aria-labelledby="near-matches-heading"
      className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3"
    >
      <h2 id="near-matches-heading" className="text-sm font-semibold text-amber-900">
        Plates that look alike
      </h2>
      <ul className="mt-1 space-y-1 text-sm text-gray-800">
        {data.plates.map((match) => (
          <li key={match.plate} className="flex flex-wrap items-baseline gap-x-2">
            <PlateLink plate={match.plate} className="font-mono font-medium" />
            <span className="text-gray-700">{nearMatchFacts(match, timeZone)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
