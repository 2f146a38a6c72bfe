'use client';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { CitationType } from '@/lib/contract/citations';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';

/** What the dialog asks about: archiving (or unarchiving) or deleting a type. */
export type TypeAction = { kind: 'archive' | 'delete'; type: CitationType };

export interface TypeActionDialogProps {
  action: TypeAction | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Asks before archiving, unarchiving or deleting a violation type, then does it. */
export function TypeActionDialog({ action, onClose, onDone }: TypeActionDialogProps) {
  const type = action?.type;
  const kind = action?.kind ?? 'archive';
  const archiving = kind === 'archive' && !type?.isArchived;
  const verb = kind === 'delete' ? 'Delete' : archiving ? 'Archive' : 'Unarchive';
  return (
    <ConfirmDialog
      open={action !== null}
      onClose={onClose}
      title={`${verb} ${type?.name ?? 'violation type'}?`}
      description={
        kind === 'delete'
          ? 'This type was never used. It is removed for good.'
          : archiving
            ? 'Patrols can no longer issue it. Notices already issued stay as they are.'
            : 'Patrols can issue it again.'
      }
      confirmLabel={verb}
      tone={kind === 'delete' ? 'danger' : 'primary'}
      failureText={cm.citationCreateFailed}
      action={async () => {
        if (!type) return;
        const params = { uuid: type.uuid };
        if (kind === 'delete') {
          await callEndpoint(r.deleteCitationType, { body: type });
          onDone(`${type.name} was deleted.`);
        } else {
          await callEndpoint(r.archiveCitationType, { params, body: { isArchived: archiving } });
          onDone(`${type.name} was ${archiving ? 'archived' : 'unarchived'}.`);
        }
      }}
    />
  );
}
