'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { useToast } from '@/components/ui/Toast';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { BackLink } from '@/components/ui/BackLink';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { IssueForm } from './IssuePermitForm';

/**
 * /permits/holders/{id}/add_permit (spec 2 §2, §5): issue a permit by hand to the holder: the
 * permit type, one of the holder's vehicles (or a new one), the holder details. Missing fields are
 * shown in red and nothing is sent; on success back to the holder.
 */
export function AddPermitScreen({ id }: { id: string }) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useEndpoint(
    permitsBffRoutes.issueForm,
    { params: { id } },
    { ...retryOnlyServerFailures, revalidateOnFocus: false },
  );
  const back = (
    <BackLink
      href={`/permits/holders/${encodeURIComponent(id)}`}
      label="Back to the permit holder"
    />
  );
  const customer = form.data?.customer;

  if (form.error) {
    return (
      <>
        <BackLink href="/permits/holders" label="All permit holders" />
        {form.error.status === 404 ? (
          <Alert tone="error">{permitsMessages.invalidCustomer}</Alert>
        ) : (
          <RetryAlert onRetry={() => void form.mutate()}>{form.error.message}</RetryAlert>
        )}
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title="Issue a permit"
        description={
          customer
            ? `A permit for ${customer.fullname} (customer ID ${customer.customerPublicId}), valid at once.`
            : undefined
        }
      />
      {form.data && customer ? (
        <IssueForm
          key={customer.uuid}
          id={id}
          initialName={customer.fullname}
          initialEmail={customer.email}
          vehicles={form.data.vehicles}
          products={form.data.products}
          onVehicleAdded={() => form.mutate()}
          onIssued={async () => {
            toast.show({ message: 'Permit issued.', tone: 'success' });
            await Promise.all([
              mutate(endpointUrl(permitsBffRoutes.getHolder, { id })),
              mutate(endpointUrl(permitsBffRoutes.listHolders)),
            ]);
            router.push(`/permits/holders/${encodeURIComponent(id)}`);
          }}
        />
      ) : (
        <p className="text-sm text-gray-600">Loading…</p>
      )}
    </>
  );
}
