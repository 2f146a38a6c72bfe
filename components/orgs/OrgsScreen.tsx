'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LazyMenu as Menu } from '@/components/ui/LazyMenu';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Spinner } from '@/components/ui/Spinner';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { DotsIcon, PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/shell/PageHeader';
import type { SessionInfo } from '@/lib/contract/auth/bff';
import type { Organisation } from '@/lib/contract/orgs';
import { callEndpoint, failureMessage, isApiError } from '@/lib/fetcher';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { formatCount } from '@/lib/format';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { orgsMessages } from '@/lib/messages/orgs';
import { lazyPart } from '@/components/ui/lazy-part';

// Dialogs load after the screen: they are not part of its first view.
const OrgNameDialog = lazyPart(() => import('./OrgNameDialog').then((m) => m.OrgNameDialog));
const TimeZoneDialog = lazyPart(() => import('./TimeZoneDialog').then((m) => m.TimeZoneDialog));

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
  const toast = useToast();
  // 404 NO_ORGANISATION when there are none: no retry, the screen goes to /orgs/create.
  const { data, error, isLoading, mutate } = useEndpoint(
    orgsBffRoutes.listOrgs,
    {},
    retryOnlyServerFailures,
  );

  const [selecting, setSelecting] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [checkingAdd, setCheckingAdd] = useState(false);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Organisation | null>(null);
  const [deleting, setDeleting] = useState<Organisation | null>(null);
  const [zoning, setZoning] = useState<Organisation | null>(null);

  const noOrganisation = error?.status === 404 && error.code === 'NO_ORGANISATION';
  useEffect(() => {
    if (noOrganisation) router.replace('/orgs/create');
  }, [noOrganisation, router]);

  async function select(org: Organisation) {
    if (selecting) return;
    setPageError(null);
    setSelecting(org.uuid);
    try {
      const result = await callEndpoint(orgsBffRoutes.selectOrg, {
        body: { uuid: org.uuid },
      });
      // A whole page load: everything on screen belongs to the organisation just chosen, and no
      // client-side refresh is left running behind the new page.
      window.location.assign(result.redirectTo);
    } catch (cause) {
      setPageError(failureMessage(cause));
      setSelecting(null);
    }
  }

  async function startAdd() {
    setPageError(null);
    setCheckingAdd(true);
    try {
      // Asked fresh each time: whether the user may create and delete organisations.
      const { canManage } = await callEndpoint(orgsBffRoutes.orgPermissions);
      if (canManage) setAdding(true);
      else setPageError(orgsMessages.createOrgDenied);
    } catch (cause) {
      setPageError(
        isApiError(cause) && cause.status === 403
          ? orgsMessages.createOrgDenied
          : failureMessage(cause),
      );
    } finally {
      setCheckingAdd(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    await callEndpoint(orgsBffRoutes.deleteOrg, { params: { uuid: deleting.uuid } });
    await mutate();
    toast.show({ tone: 'success', message: `${deleting.name} was deleted.` });
  }

  const columns = useMemo(() => {
    const list: TableColumn<Organisation>[] = [
      {
        id: 'name',
        header: 'Name',
        cell: (org) => (
          <span className="flex items-center gap-2">
            <span className="font-medium text-gray-900">{org.name}</span>
            {org.uuid === currentOrgUuid ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                Current
              </span>
            ) : null}
            {selecting === org.uuid ? (
              <Spinner size="sm" label="Opening" className="text-brand-600" />
            ) : null}
          </span>
        ),
      },
      {
        id: 'seats',
        header: 'Paid seats',
        align: 'right',
        width: '8rem',
        cell: (org) => formatCount(org.paidSeatCount),
      },
      {
        id: 'timeZone',
        header: 'Time zone',
        width: '12rem',
        cell: (org) => org.timeZone.replaceAll('_', ' '),
      },
    ];
    if (!user.isParkingOnly) {
      list.push(
        {
          id: 'scans',
          header: 'Scans',
          align: 'right',
          width: '8rem',
          cell: (org) => formatCount(org.totalCount),
        },
        {
          id: 'members',
          header: 'Members',
          align: 'right',
          width: '8rem',
          cell: (org) => formatCount(org.orgMembers),
        },
      );
    }
    list.push({
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      width: '4rem',
      cell: (org) => (
        <Menu
          trigger={<DotsIcon className="size-4" />}
          triggerLabel={`Actions for ${org.name}`}
          triggerClassName="size-8 justify-center text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          widthClassName="w-40"
          items={[
            { kind: 'action', label: 'Rename', onSelect: () => setRenaming(org) },
            { kind: 'action', label: 'Time zone', onSelect: () => setZoning(org) },
            {
              kind: 'action',
              label: 'Delete',
              danger: true,
              onSelect: () => setDeleting(org),
            },
          ]}
        />
      ),
    });
    return list;
  }, [user.isParkingOnly, currentOrgUuid, selecting]);

  const organisations = data?.organizations ?? [];
  const showError = error && !noOrganisation;

  return (
    <>
      <PageHeader
        title="Organizations"
        description="Choose the organization to work in."
        actions={
          <Button icon={<PlusIcon />} onClick={startAdd} loading={checkingAdd}>
            Add organization
          </Button>
        }
      />
      {pageError ? (
        <Alert tone="error" className="mb-4" onDismiss={() => setPageError(null)}>
          {pageError}
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
          onRowClick={(org) => void select(org)}
          rowLabel={(org) => `Open ${org.name}`}
          loading={isLoading || noOrganisation}
          skeletonRows={3}
          emptyText={showError ? 'The organizations could not be loaded.' : 'No organizations yet.'}
        />
      </Card>

      <OrgNameDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add organization"
        description="The new organization starts with you as its super administrator."
        submitLabel="Add organization"
        onSave={async (name) => {
          const created = await callEndpoint(orgsBffRoutes.createOrg, {
            body: { name },
          });
          await mutate();
          setAdding(false);
          toast.show({ tone: 'success', message: `${created?.name ?? name} was created.` });
        }}
      />
      <OrgNameDialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title="Rename organization"
        submitLabel="Save"
        initialName={renaming?.name ?? ''}
        onSave={async (name) => {
          if (!renaming) return;
          await callEndpoint(orgsBffRoutes.renameOrg, {
            params: { uuid: renaming.uuid },
            body: { name },
          });
          await mutate();
          setRenaming(null);
          toast.show({ tone: 'success', message: 'Organization renamed.' });
          router.refresh();
        }}
      />
      {zoning ? (
        <TimeZoneDialog
          org={zoning}
          onClose={() => setZoning(null)}
          onSave={async (timeZone) => {
            await callEndpoint(orgsBffRoutes.renameOrg, {
              params: { uuid: zoning.uuid },
              body: { name: zoning.name, timeZone },
            });
            await mutate();
            setZoning(null);
            toast.show({ tone: 'success', message: orgsMessages.timeZoneSaved });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        action={confirmDelete}
        title={`Delete ${deleting?.name ?? 'organization'}?`}
        description="The organization and everything in it will be removed. This cannot be undone."
        confirmLabel="Delete"
      />
    </>
  );
}
