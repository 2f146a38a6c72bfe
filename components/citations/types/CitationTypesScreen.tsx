'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { TypeListScreen } from '@/components/shell/TypeListScreen';
import { Card } from '@/components/ui/Card';
import { lazyPart } from '@/components/ui/lazy-part';
import { useToast } from '@/components/ui/Toast';
import type { CitationType } from '@/lib/contract/citations';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { CitationTypesTable } from './CitationTypesTable';
import type { TypeAction } from './TypeActionDialog';
import { ViolationsPayoutsPanel } from './ViolationsPayoutsPanel';

const ActivationDialog = lazyPart(() =>
  import('./ActivationDialog').then((m) => m.ActivationDialog),
);
const TypeActionDialog = lazyPart(() =>
  import('./TypeActionDialog').then((m) => m.TypeActionDialog),
);

/**
 * /citations/types (spec 3 §2, §4): the payouts panel, the active and the archived violation
 * types. The add action opens the create form, or — without a payouts account — the dialog
 * 'Please activate Vert Violations before creating a citation type.' with the activation offer.
 */
export function CitationTypesScreen() {
  const router = useRouter();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useEndpoint(routes.citationTypes);
  const [activation, setActivation] = useState(false);
  const [action, setAction] = useState<TypeAction | null>(null);

  function add() {
    if (data && !data.payouts.accountExists) setActivation(true);
    else router.push('/citations/types/create');
  }

  const tableProps = {
    onArchive: (type: CitationType) => setAction({ kind: 'archive', type }),
    onDelete: (type: CitationType) => setAction({ kind: 'delete', type }),
  };

  return (
    <TypeListScreen
      area="citations"
      add={{ onClick: add }}
      data={data}
      error={error}
      isLoading={isLoading}
      onRetry={() => void mutate()}
      dialogs={
        <>
          <ActivationDialog
            open={activation}
            onClose={() => setActivation(false)}
            onActivated={(payouts) => {
              if (data) void mutate({ ...data, payouts }, { revalidate: true });
              router.push('/citations/types/create');
            }}
          />
          <TypeActionDialog
            action={action}
            onClose={() => setAction(null)}
            onDone={(message) => {
              toast.show({ message, tone: 'success' });
              void mutate();
            }}
          />
        </>
      }
    >
      {(list) => (
        <>
          <ViolationsPayoutsPanel
            payouts={list.payouts}
            onChanged={(payouts) => void mutate({ ...list, payouts }, { revalidate: true })}
          />
          <Card title="Active" padding="none" headingLevel={2}>
            <CitationTypesTable
              caption="Active violation types"
              types={list.types.filter((t) => !t.isArchived)}
              emptyText="No violation types yet."
              {...tableProps}
            />
          </Card>
          <Card
            title="Archived"
            description="Archived types cannot be issued by patrols."
            padding="none"
            headingLevel={2}
          >
            <CitationTypesTable
              caption="Archived violation types"
              types={list.types.filter((t) => t.isArchived)}
              emptyText="No archived violation types."
              {...tableProps}
            />
          </Card>
        </>
      )}
    </TypeListScreen>
  );
}
