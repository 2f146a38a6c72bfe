'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PlusIcon } from '@/components/ui/icons';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useToast } from '@/components/ui/Toast';
import type { CitationType } from '@/lib/contract/citations';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { CitationTypesTable } from './CitationTypesTable';
import { ViolationsPayoutsPanel } from './ViolationsPayoutsPanel';

const ActivationDialog = lazyPart(() =>
  import('./ActivationDialog').then((m) => m.ActivationDialog),
);
const TypeActionDialog = lazyPart(() =>
  import('./TypeActionDialog').then((m) => m.TypeActionDialog),
);

export type TypeAction = { kind: 'archive' | 'delete'; type: CitationType };

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

  const active = data?.types.filter((t) => !t.isArchived) ?? [];
  const archived = data?.types.filter((t) => t.isArchived) ?? [];
  const tableProps = {
    onArchive: (type: CitationType) => setAction({ kind: 'archive', type }),
    onDelete: (type: CitationType) => setAction({ kind: 'delete', type }),
  };

  return (
    <>
      <PageHeader
        title="Violation Types"
        description="The violations your patrols can issue from the patrol app, with their fines and late penalties."
        actions={
          <Button onClick={add} className="gap-2" disabled={!data}>
            <PlusIcon className="size-4" aria-hidden="true" />
            Add a violation type
          </Button>
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
          <ViolationsPayoutsPanel
            payouts={data.payouts}
            onChanged={(payouts) => void mutate({ ...data, payouts }, { revalidate: true })}
          />
          <Card title="Active" padding="none" headingLevel={2}>
            <CitationTypesTable
              caption="Active violation types"
              types={active}
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
              types={archived}
              emptyText="No archived violation types."
              {...tableProps}
            />
          </Card>
        </div>
      )}
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
  );
}
