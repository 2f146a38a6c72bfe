import type { Metadata } from 'next';
import { MailingScreen } from '@/components/citations/mailing/MailingScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { mailingLogKey } from '@/lib/hooks/citations/mailing-keys';
import { mailingRefusals } from '@/server/bff/routes/citations';
import { loadMailingLog } from '@/server/bff/views/citations/mailing';
import { firstView } from '@/server/first-view';
import { coreRefusals, withRefusals } from '@/server/bff/errors';

export const metadata: Metadata = { title: 'Violation mailing' };

/** /citations/mailing: mailing organisations only (others read the catalogue text). */
export default async function MailingPage() {
  const view = await firstView(
    { [mailingLogKey()]: (who) => loadMailingLog(who) },
    withRefusals(coreRefusals, mailingRefusals),
  );
  return (
    <FirstView value={view}>
      <MailingScreen />
    </FirstView>
  );
}
