'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { EMPTY_CITATION_TYPE_FORM } from '@/lib/rules/citations/type-form';
import { CitationTypeForm } from './CitationTypeForm';

/** /citations/types/create (spec 3 §2): create a violation type. */
export function CitationTypeCreateScreen() {
  const { data, error, mutate } = useEndpoint(routes.citationTypes);
  return (
    <>
      <PageHeader
        title="Add a violation type"
        description="Patrols pick it in the patrol app when they issue a notice."
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <CitationTypeForm
          mode="create"
          initial={EMPTY_CITATION_TYPE_FORM}
          accountActive={data?.payouts.accountActive ?? false}
          send={(body) => callEndpoint(r.createCitationType, { body })}
        />
      )}
    </>
  );
}
