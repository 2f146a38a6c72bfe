'use client';

import { useRouter } from 'next/navigation';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import type { Organisation } from '@/lib/contract/orgs';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { orgsMessages } from '@/lib/messages/orgs';
import { lazyPart } from '@/components/ui/lazy-part';

// Dialogs load after the screen: they are not part of its first view.
const OrgNameDialog = lazyPart(() => import('./OrgNameDialog').then((m) => m.OrgNameDialog));
const TimeZoneDialog = lazyPart(() => import('./TimeZoneDialog').then((m) => m.TimeZoneDialog));

export interface OrgDialogsProps {
  adding: boolean;
  renaming: Organisation | null;
  zoning: Organisation | null;
  deleting: Organisation | null;
  /** Closes whichever dialog is open. */
  onClose: () => void;
  /** Reloads the list after a change. */
  reload: () => Promise<unknown>;
}

/** The organisation dialogs of /orgs: add, rename, time zone and delete. */
export function OrgDialogs({
  adding,
  renaming,
  zoning,
  deleting,
  onClose,
  reload,
}: OrgDialogsProps) {
  const router = useRouter();
  const toast = useToast();
  return (
    <>
      <OrgNameDialog
        open={adding}
        onClose={onClose}
        title="Add organization"
        description="The new organization starts with you as its super administrator."
        submitLabel="Add organization"
        onSave={async (name) => {
          const created = await callEndpoint(orgsBffRoutes.createOrg, {
            body: { name },
          });
          await reload();
          onClose();
          toast.show({ tone: 'success', message: `${created?.name ?? name} was created.` });
        }}
      />
      <OrgNameDialog
        open={renaming !== null}
        onClose={onClose}
        title="Rename organization"
        submitLabel="Save"
        initialName={renaming?.name ?? ''}
        onSave={async (name) => {
          if (!renaming) return;
          await callEndpoint(orgsBffRoutes.renameOrg, {
            params: { uuid: renaming.uuid },
            body: { name },
          });
          await reload();
          onClose();
          toast.show({ tone: 'success', message: 'Organization renamed.' });
          router.refresh();
        }}
      />
      {zoning ? (
        <TimeZoneDialog
          org={zoning}
          onClose={onClose}
          onSave={async (timeZone) => {
            await callEndpoint(orgsBffRoutes.renameOrg, {
              params: { uuid: zoning.uuid },
              body: { name: zoning.name, timeZone },
            });
            await reload();
            onClose();
            toast.show({ tone: 'success', message: orgsMessages.timeZoneSaved });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={onClose}
        action={async () => {
          if (!deleting) return;
          await callEndpoint(orgsBffRoutes.deleteOrg, { params: { uuid: deleting.uuid } });
          await reload();
          toast.show({ tone: 'success', message: `${deleting.name} was deleted.` });
        }}
        title={`Delete ${deleting?.name ?? 'organization'}?`}
        description="The organization and everything in it will be removed. This cannot be undone."
        confirmLabel="Delete"
      />
    </>
  );
}
