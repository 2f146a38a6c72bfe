'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// The bulk upload sits below the plates (below the fold on a filled list): its drop zone and
// texts load once the page is idle, so the first load carries the plates only.
const PlateCsvUpload = lazyPart(
  () => import('./PlateCsvUpload').then((m) => m.PlateCsvUpload),
  () => true,
);

/** The plates screen's bulk CSV upload, below the plates. */
export function ListCsvUpload({
  listUuid,
  onUploaded,
}: {
  listUuid: string;
  onUploaded: () => void;
}) {
  return (
    <div className="mt-4">
      <PlateCsvUpload listUuid={listUuid} onUploaded={onUploaded} />
    </div>
  );
}
