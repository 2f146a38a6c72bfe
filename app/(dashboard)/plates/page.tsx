import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PlateLookupScreen } from '@/components/plates/PlateLookupScreen';
import { normalizePlate } from '@/lib/rules/plate';
import { plate360Href } from '@/lib/rules/plates/plate-events';
import { reasonOfSearch, withReason } from '@/lib/rules/privacy/lookup-reason';
import type { PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Plate 360' };

/**
 * /plates?plate=…: where the header's plate search lands (a plain form, no script needed): a
 * plate that keeps a letter or digit once normalised opens its Plate 360, anything else asks again.
 */
export default async function PlateLookupPage({ searchParams }: PageProps) {
  const search = await searchParams;
  const typed = search.plate;
  const plate = normalizePlate(typeof typed === 'string' ? typed : '').slice(0, 16);
  // A reason given with the search (issue 30 item 2) goes with it.
  if (plate) redirect(withReason(plate360Href(plate), reasonOfSearch(search)));
  return <PlateLookupScreen asked={typeof typed === 'string'} />;
}
