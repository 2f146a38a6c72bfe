'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationTypeFormOf } from '@/lib/rules/citations/type-form';
import { CitationTypeForm } from './CitationTypeForm';

/** /citations/types/{id}/edit (spec 3 §2, §5): edit a violation type; prices are read-only. */
export function CitationTypeEditScreen({ uuid }: { uuid: string }) {
  const { data, error, mutate } = useEndpoint(routes.citationType, { params: { uuid } });
  return (
    <>
      <PageHeader
        title={data ? `Edit ${data.type.name}` : 'Edit violation type'}
        description="Notices already issued keep the name, description and amounts they were issued with."
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : !data ? (
        <div
          className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white"
          aria-busy="true"
        />
      ) : (
        <CitationTypeForm
          key={data.type.uuid}
          mode="edit"
          initial={citationTypeFormOf(data.type)}
          accountActive
          send={({ name, citationCode, citationDescription, appealWindow }) =>
            callEndpoint(r.updateCitationType, {
              params: { uuid },
              body: { name, citationCode, citationDescription, appealWindow },
            })
          }
        />
      )}
    </>
  );
}
