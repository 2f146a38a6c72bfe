'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useToast } from '@/components/ui/Toast';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { BackLink } from '@/components/ui/BackLink';
import { BusinessAdminDialog } from './BusinessAdminDialog';
import { BusinessDetailsCard } from './BusinessDetailsCard';
import { BusinessIssuedPermits } from './BusinessIssuedPermits';
import { PermitAssignments } from './PermitAssignments';

/**
 * /permits/business-accounts/{id}/customer/{customerId} (spec 2 §2): the account's details,
 * 'Edit info' (its admin's name and e-mail, or delete), the permit type assignments and the
 * permits it issued (a row opens the issued permit). Not this organisation's account, or a
 * customer that is not its admin: 'This is an invalid customer.'
 */
export function BusinessAccountScreen({ id, customerId }: { id: string; customerId: string }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const key = endpointUrl(permitsBffRoutes.getBusinessAccount, { id, customerId });
  const detail = useEndpoint(
    permitsBffRoutes.getBusinessAccount,
    { params: { id, customerId } },
    retryOnlyServerFailures,
  );
  const [editing, setEditing] = useState(false);
  const back = <BackLink href="/permits/business-accounts" label="All business accounts" />;

  if (detail.error) {
    return (
      <>
        {back}
        {detail.error.status === 404 ? (
          <Alert tone="error">{permitsMessages.invalidCustomer}</Alert>
        ) : (
          <RetryAlert onRetry={() => void detail.mutate()}>{detail.error.message}</RetryAlert>
        )}
      </>
    );
  }
  const data = detail.data;
  const account = data?.account;

  return (
    <>
      {back}
      <PageHeader
        title={account?.name ?? 'Business account'}
        actions={
          account ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit info
            </Button>
          ) : null
        }
      />
      <div className="space-y-6">
        <BusinessDetailsCard account={account} />
        <Card
          title="Permit types"
          description="The permit types this business account can issue. Default types are available to every business account."
        >
          {data ? (
            <PermitAssignments
              accountId={id}
              products={data.products}
              onChanged={(products, message) => {
                toast.show({ message, tone: 'success' });
                void mutate(key, { ...data, products }, { revalidate: true });
              }}
            />
          ) : null}
        </Card>
        <BusinessIssuedPermits data={data} />
      </div>
      {account ? (
        <BusinessAdminDialog
          id={id}
          customerId={customerId}
          account={account}
          open={editing}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
