'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { BackLink } from '@/components/ui/BackLink';
import { LinkButton } from '@/components/ui/LinkButton';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { PermitSummary } from './PermitSummary';
import { PortalLinkCard } from './PortalLinkCard';

/**
 * /permits/[id]/settings: the settings a permit type has (approvals, access, portal, duration,
 * billing), each changed on the edit screen.
 */
export function PermitSettingsScreen({ uuid }: { uuid: string }) {
  const { data, error, mutate } = useEndpoint(routes.permitType, { params: { uuid } });
  return (
    <>
      <BackLink href={`/permits/${uuid}`} label="Back to the permit type" />
      <PageHeader
        title={data ? `Settings of ${data.product.name}` : 'Permit settings'}
        description="How customers get this permit. Change any of it on the edit screen."
        actions={<LinkButton href={`/permits/${uuid}/edit`}>Edit settings</LinkButton>}
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : data ? (
        <div className="space-y-6">
          <PortalLinkCard portal={data.portal} />
          <PermitSummary product={data.product} full />
        </div>
      ) : (
        <div className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white" />
      )}
    </>
  );
}
