import type { Metadata } from 'next';
import { Plate360Screen } from '@/components/plates/Plate360Screen';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { platesBffRoutes as routes } from '@/lib/contract/plates/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { normalizePlate } from '@/lib/rules/plate';
import { reasonOfSearch } from '@/lib/rules/privacy/lookup-reason';
import { bffFirstView, requestTimeZone, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Plate 360' };

/**
 * /plates/{plate}: Plate 360, its "Now" panel and the first page of its timeline on the server.
 * `?reason=…&reasonText=…`: the look-up's reason, when the organisation requires one.
 */
export default async function Plate360Page({ params, searchParams }: PageProps) {
  const { plate } = await params;
  const why = reasonOfSearch(await searchParams);
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = normalizePlate(plate).slice(0, 16);
  const view = text
    ? await bffFirstView(
        endpointUrl(routes.plateNow, { plate: text }, why),
        endpointUrl(routes.plateTimeline, { plate: text }, why),
      )
    : { fallback: {}, errors: {} };
  return (
    <FirstView value={view}>
      <Plate360Screen plate={text} why={why} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
