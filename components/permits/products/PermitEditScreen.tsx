'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { permitFormOf } from '@/lib/rules/permits/permit-form';
import { PermitTypeForm } from './PermitTypeForm';

/** /permits/[id]/edit (spec 2 §2): edit a permit type; price and currency stay. */
export function PermitEditScreen({ uuid }: { uuid: string }) {
  const { data, error, mutate } = useEndpoint(routes.permitType, { params: { uuid } });
  return (
    <>
      <PageHeader title={data ? `Edit ${data.product.name}` : 'Edit permit type'} />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : !data ? (
        <div className="h-96 max-w-3xl animate-pulse rounded-lg border border-gray-200 bg-white" />
      ) : (
        <PermitTypeForm
          key={data.product.uuid}
          initial={permitFormOf(data.product)}
          locked={{ amount: data.product.amount, currency: data.product.currency }}
          accountActive
          submitLabel="Save changes"
          busyLabel="Saving..."
          failedText={pm.permitUpdateFailed}
          cancelHref={`/permits/${uuid}`}
          send={async (body) => {
            const saved = await callEndpoint(r.updatePermitType, { params: { uuid }, body });
            await mutate(saved, { revalidate: false });
          }}
        />
      )}
    </>
  );
}
