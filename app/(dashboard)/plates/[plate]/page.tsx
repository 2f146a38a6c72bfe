import type { Metadata } from 'next';
import { Plate360Screen } from '@/components/plates/Plate360Screen';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { platesBffRoutes as routes } from '@/lib/contract/plates/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { normalizePlate } from '@/lib/rules/plate';
import { bffFirstView, requestTimeZone } from '@/server/first-view';

export const metadata: Metadata = { title: 'Plate 360' };

/** /plates/{plate}: Plate 360, its "Now" panel and the first page of its timeline on the server. */
export default async function Plate360Page({ params }: { params: Promise<{ plate: string }> }) {
  const { plate } = await params;
  // Next has already decoded the segment: decoding again would throw on a literal '%'.
  const text = normalizePlate(plate).slice(0, 16);
  const view = text
    ? await bffFirstView(
        endpointUrl(routes.plateNow, { plate: text }),
        endpointUrl(routes.plateTimeline, { plate: text }),
      )
    : { fallback: {}, errors: {} };
  return (
    <FirstView value={view}>
      <Plate360Screen plate={text} serverTimeZone={await requestTimeZone()} />
    </FirstView>
  );
}
