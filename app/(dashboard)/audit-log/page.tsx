import type { Metadata } from 'next';
import { AuditLogScreen } from '@/components/team/audit/AuditLogScreen';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Audit log' };

/** Settings → Audit log: the unfiltered first page and the person filter's people. */
export default async function AuditLogPage() {
  const view = await bffFirstView(endpointUrl(routes.auditLog), endpointUrl(routes.auditPeople));
  return (
    <FirstView value={view}>
      <AuditLogScreen />
    </FirstView>
  );
}
