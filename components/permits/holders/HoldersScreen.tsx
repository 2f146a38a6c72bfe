'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/Toast';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { formatCount } from '@/lib/format';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { HolderSearchForm } from './HolderSearchForm';
import { HoldersTable } from './HoldersTable';

const CreateHolderDialog = lazyPart(() =>
  import('./CreateHolderDialog').then((m) => m.CreateHolderDialog),
);

/**
 * /permits/holders (spec 2 §2): the permit holders, newest first, searchable by name, e-mail or
 * customer id (the search is in the URL: ?search=); a row opens the holder; Create customer.
 */
export function HoldersScreen() {
  const router = useRouter();
  const params = useSearchParams();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const search = params.get('search') ?? '';
  const [creating, setCreating] = useState(false);
  // At most 2,000 holders, narrowed by the search of the URL (the page's first view asks the same).
  const holders = useEndpoint(
    routes.listHolders,
    { query: { search } },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const customers = holders.data?.customers ?? [];
  const capped = holders.data !== undefined && customers.length >= holders.data.limit;
  const emptyText = search ? 'No permit holders match this search.' : permitsMessages.noCustomers;

  return (
    <>
      <PageHeader
        title={
          holders.data && !search
            ? `Permit holders (${formatCount(customers.length)}${capped ? '+' : ''})`
            : 'Permit holders'
        }
        description="Customers who hold or applied for permits. Open one to see their permits and vehicles, edit them or issue a permit by hand."
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
            Create customer
          </Button>
        }
      />
      <div className="space-y-3">
        <HolderSearchForm search={search} />
        {holders.error ? (
          <RetryAlert onRetry={() => void holders.mutate()}>{holders.error.message}</RetryAlert>
        ) : null}
        {capped ? (
          <p className="text-sm text-gray-600" role="status">
            Showing the newest {formatCount(holders.data?.limit)} permit holders. Search to find
            others.
          </p>
        ) : null}
        <HoldersTable customers={customers} loading={holders.isLoading} emptyText={emptyText} />
      </div>
      <CreateHolderDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(customer) => {
          setCreating(false);
          toast.show({ message: `${customer.fullname} was added.`, tone: 'success' });
          void mutate(endpointUrl(routes.listHolders));
          router.push(`/permits/holders/${encodeURIComponent(customer.uuid)}`);
        }}
      />
    </>
  );
}
