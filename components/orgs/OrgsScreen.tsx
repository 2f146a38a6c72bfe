'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table } from '@/components/ui/Table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/shell/PageHeader';
import type { SessionInfo } from '@/lib/contract/auth/bff';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { OrgDialogs } from './OrgDialogs';
import { useOrgColumns } from './org-columns';
import { useOrgActions } from './use-org-actions';

export interface OrgsScreenProps {
  user: SessionInfo['user'];
  /** The organisation the session has selected, if any. */
  currentOrgUuid?: string | null;
}

/**
 * /orgs: the organisations the user may open. A row (click or Enter) selects it; add, rename and
 * delete go through dialogs.
 */
export function OrgsScreen({ user, currentOrgUuid = null }: OrgsScreenProps) {
  const router = useRouter();
  // 404 NO_ORGANISATION when there are none: no retry, the screen goes to /orgs/create.
  const { data, error, isLoading, mutate } = useEndpoint(
    orgsBffRoutes.listOrgs,
    {},
    retryOnlyServerFailures,
  );

  const actions = useOrgActions();
  const noOrganisation = error?.status === 404 && error.code === 'NO_ORGANISATION';
  useEffect(() => {
    if (noOrganisation) router.replace('/orgs/create');
  }, [noOrganisation, router]);

  const columns = useOrgColumns({
    currentOrgUuid,
    selecting: actions.selecting,
    isParkingOnly: user.isParkingOnly,
    onRename: actions.rename,
    onTimeZone: actions.changeTimeZone,
    onDelete: actions.remove,
  });

  const organisations = data?.organizations ?? [];
  const showError = error && !noOrganisation;

  return (
    <>
      <PageHeader
        title="Organizations"
        description="Choose the organization to work in."
        actions={
          <Button icon={<PlusIcon />} onClick={actions.startAdd} loading={actions.checkingAdd}>
            Add organization
          </Button>
        }
      />
      {actions.pageError ? (
        <Alert tone="error" className="mb-4" onDismiss={actions.dismissError}>
          {actions.pageError}
        </Alert>
      ) : null}
      {showError ? (
        <RetryAlert className="mb-4" onRetry={() => void mutate()}>
          {error.message}
        </RetryAlert>
      ) : null}
      <Card padding="none" className="overflow-hidden">
        <Table
          caption="Organizations"
          columns={columns}
          rows={organisations}
          getRowId={(org) => org.uuid}
          onRowClick={(org) => void actions.select(org)}
          rowLabel={(org) => `Open ${org.name}`}
          loading={isLoading || noOrganisation}
          skeletonRows={3}
          emptyText={showError ? 'The organizations could not be loaded.' : 'No organizations yet.'}
        />
      </Card>

      <OrgDialogs {...actions.dialogs} reload={mutate} />
    </>
  );
}
