'use client';

import Link from 'next/link';
import { TypeListScreen } from '@/components/shell/TypeListScreen';
import { EmptyState } from '@/components/ui/EmptyState';
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
    <TypeListScreen
      area="permits"
      add={{ href: '/permits/create' }}
      data={data}
      error={error}
      isLoading={isLoading}
      onRetry={() => void mutate()}
    >
      {(list) => (
        <>
          <PayoutsPanel
            payouts={list.payouts}
            onChanged={(payouts) => void mutate({ ...list, payouts }, { revalidate: true })}
          />
          <PermitGraph graph={list.graph} />
          {list.products.length === 0 ? (
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
            <PermitTypesTable products={list.products} />
          )}
        </>
      )}
    </TypeListScreen>
  );
}
