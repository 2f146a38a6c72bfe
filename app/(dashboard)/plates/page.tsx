import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PlateLookupScreen } from '@/components/plates/PlateLookupScreen';
import { normalizePlate } from '@/lib/rules/plate';
import { plate360Href } from '@/lib/rules/plates/plate-events';
import type { PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Plate 360' };

/**
 * /plates?plate=…: where the header's plate search lands (a plain form, no script needed): a
 * plate that keeps a letter or digit once normalised opens its Plate 360, anything else asks again.
 */
export default async function PlateLookupPage({ searchParams }: PageProps) {
  const typed = (await searchParams).plate;
  const plate = normalizePlate(typeof typed === 'string' ? typed : '').slice(0, 16);
  if (plate) redirect(plate360Href(plate));
  return <PlateLookupScreen asked={typeof typed === 'string'} />;
}
