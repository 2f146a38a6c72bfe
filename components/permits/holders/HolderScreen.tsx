'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Alert } from '@/components/ui/Alert';
import { Table, type TableColumn } from '@/components/ui/Table';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import type { HolderVehicle } from '@/lib/contract/permits/bff';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { BackLink } from '@/components/ui/BackLink';
import { HolderDetailsCard } from './HolderDetailsCard';
import { HolderEditDialog } from './HolderEditDialog';
import { IssuedPermitsTable } from './IssuedPermitsTable';

const vehicleColumns: TableColumn<HolderVehicle>[] = [
  { id: 'plate', header: 'LICENSE PLATE', cell: (v) => v.plate },
  { id: 'state', header: 'STATE/PROVINCE', cell: (v) => v.state },
  { id: 'make', header: 'MAKE', cell: (v) => v.make },
  { id: 'model', header: 'MODEL', cell: (v) => v.model },
  { id: 'color', header: 'COLOR', cell: (v) => v.color },
];

/**
 * /permits/holders/{id} (spec 2 §2): the holder's details, permits (a row opens the issued
 * permit) and vehicles; Edit (name, e-mail, delete) and Issue a permit. Another organisation's
 * or a deleted customer: 'This is an invalid customer.'
 */
export function HolderScreen({ id }: { id: string }) {
  const holder = useEndpoint(
    permitsBffRoutes.getHolder,
    { params: { id } },
    retryOnlyServerFailures,
  );
  const [editing, setEditing] = useState(false);
  const back = <BackLink href="/permits/holders" label="All permit holders" />;

  if (holder.error) {
    return (
      <>
        {back}
        {holder.error.status === 404 ? (
          <Alert tone="error">{permitsMessages.invalidCustomer}</Alert>
        ) : (
          <RetryAlert onRetry={() => void holder.mutate()}>{holder.error.message}</RetryAlert>
        )}
      </>
    );
  }
  const data = holder.data;
  const customer = data?.customer;

  return (
    <>
      {back}
      <PageHeader
        title={customer?.fullname ?? 'Permit holder'}
        description={customer ? `Customer ID ${customer.customerPublicId}` : undefined}
        actions={
          customer ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <LinkButton href={`/permits/holders/${encodeURIComponent(id)}/add_permit`}>
                Issue a permit
              </LinkButton>
            </>
          ) : null
        }
      />
      <div className="space-y-6">
        <HolderDetailsCard customer={customer} />
        <section aria-labelledby="holder-permits-heading">
          <h2 id="holder-permits-heading" className="mb-2 text-base font-semibold text-gray-900">
            Permits
          </h2>
          <IssuedPermitsTable permits={data?.permits ?? []} caption="Permits of this holder" />
        </section>
        <section aria-labelledby="holder-vehicles-heading">
          <h2 id="holder-vehicles-heading" className="mb-2 text-base font-semibold text-gray-900">
            Vehicles
          </h2>
          <Table
            columns={vehicleColumns}
            rows={data?.vehicles ?? []}
            getRowId={(v) => v.uuid}
            caption="Vehicles of this holder"
            emptyText="No vehicles added yet."
            density="compact"
          />
        </section>
      </div>
      {customer ? (
        <HolderEditDialog
          id={id}
          customer={customer}
          open={editing}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
