'use client';

import Link from 'next/link';
import { PageHeader } from '@/components/shell/PageHeader';
import { EmptyState } from '@/components/ui/EmptyState';
import { PlusIcon } from '@/components/ui/icons';
import { LinkButton } from '@/components/ui/LinkButton';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { PayoutsPanel } from './PayoutsPanel';
import { PermitGraph } from './PermitGraph';
import { PermitTypesTable } from './PermitTypesTable';

/** /permits/types (spec 2 §2): the payouts panel, the 8-day graph and the permit types. */
export function PermitTypesScreen() {
  const { data, error, isLoading, mutate } = useEndpoint(routes.permitTypes);
  return (
    <>
      <PageHeader
        title="Permit Types"
        description="The permits customers can register for on your permit portal."
        actions={
          <LinkButton href="/permits/create" className="gap-2">
            <PlusIcon className="size-4" aria-hidden="true" />
            Add a permit type
          </LinkButton>
        }
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : isLoading || !data ? (
        <div
          className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white"
          aria-busy="true"
        />
      ) : (
        <div className="space-y-6">
          <PayoutsPanel
            payouts={data.payouts}
            onChanged={(payouts) => void mutate({ ...data, payouts }, { revalidate: true })}
          />
          <PermitGraph graph={data.graph} />
          {data.products.length === 0 ? (
            <div className="rounded-lg border border-gray-200 bg-white">
              <EmptyState
                title={pm.noPermitTypes}
                action={
                  <Link
                    href="/permits/create"
                    className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    Add a permit type
                  </Link>
                }
              />
            </div>
          ) : (
            <PermitTypesTable products={data.products} />
          )}
        </div>
      )}
    </>
  );
}
