import type { Metadata } from 'next';
import { MailingScreen } from '@/components/citations/mailing/MailingScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Violation mailing' };

/** /citations/mailing: mailing organisations only (others read the catalogue text). */
export default async function MailingPage() {
  const view = await bffFirstView(endpointUrl(routes.mailingLog));
  return (
    <FirstView value={view}>
      <MailingScreen />
    </FirstView>
  );
}
