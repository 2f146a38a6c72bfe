import type { Metadata } from 'next';
import { MailingScreen } from '@/components/citations/mailing/MailingScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Violation mailing' };

/** /citations/mailing: mailing organisations only (others read the catalogue text). */
export default async function MailingPage() {
  const view = await bffFirstView(endpointKey(routes.mailingLog));
  return (
    <FirstView value={view}>
      <MailingScreen />
    </FirstView>
  );
}
