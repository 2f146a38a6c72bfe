import type { Metadata } from 'next';
import { PageHeader } from '@/components/shell/PageHeader';
import { LookupReasonCard } from '@/components/privacy/LookupReasonCard';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { privacyLookupBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Privacy' };

/** /privacy (Settings → Privacy, issue 30): how the organisation treats personal data. */
export default async function PrivacyPage() {
  const view = await bffFirstView(endpointUrl(routes.lookupPolicy));
  return (
    <FirstView value={view}>
      <PageHeader
        title="Privacy"
        description="How this organization keeps and looks up personal data. Super administrators change these settings; each change is recorded in the audit log."
      />
      <div className="space-y-6">
        <LookupReasonCard />
      </div>
    </FirstView>
  );
}
