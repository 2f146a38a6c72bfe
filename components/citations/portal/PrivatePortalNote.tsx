import { citationsMessages as cm } from '@/lib/messages/citations';

/**
 * What private mode does, said on the private portal's look-up: nothing is listed, links do not
 * open notices; after a bare notice link, why the reader landed on the look-up.
 */
export function PrivatePortalNote({ fromLink }: { fromLink: boolean }) {
  return (
    <p
      role="note"
      className="rounded-md bg-white px-3 py-2 text-sm text-gray-800 ring-1 ring-gray-300"
    >
      {fromLink ? cm.portalPrivateLinkNote : cm.portalPrivateNote}
    </p>
  );
}
