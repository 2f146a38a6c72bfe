'use client';

import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { ConfirmDialogProps } from '@/components/ui/ConfirmDialog';
import { DateText } from '@/components/ui/DateText';
import type { DialogProps } from '@/components/ui/Dialog';
import { lazyPart } from '@/components/ui/lazy-part';
import type { MailingCount } from '@/lib/contract/citations';
import { formatCount } from '@/lib/format';
import { citationsMessages } from '@/lib/messages/citations';

// The info and confirm dialogs load in their own chunk (not on first paint).
const Dialog = lazyPart<DialogProps>(() => import('@/components/ui/Dialog').then((m) => m.Dialog));
const ConfirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);

/**
 * What a mailing Search found: 0 → 'Nothing to mail' with Close; otherwise the confirmation to
 * submit the job (warned when notices among them were mailed before, with the last date).
 */
export function MailingDialogs({
  found,
  onClose,
  onSubmit,
}: {
  found: MailingCount | null;
  onClose: () => void;
  /** Submits the mailing job (the confirm dialog shows its failure). */
  onSubmit: () => Promise<void>;
}) {
  const count = found?.count ?? null;
  return (
    <>
      <Dialog
        open={count === 0}
        onClose={onClose}
        title="Nothing to mail"
        actions={<Button onClick={onClose}>Close</Button>}
      >
        <p className="text-sm text-gray-700">{citationsMessages.mailingNothingFound}</p>
      </Dialog>
      <ConfirmDialog
        open={count !== null && count > 0}
        onClose={onClose}
        tone="primary"
        title="Submit mailing job?"
        description={`${formatCount(count ?? 0)} unpaid violation${count === 1 ? '' : 's'} more than 30 days past the notice date will be sent to the mailing vendor.`}
        confirmLabel={found?.alreadyMailed ? 'Submit again' : 'Submit'}
        action={onSubmit}
      >
        {found?.alreadyMailed && found.lastMailedAt ? (
          <Alert tone="warning">
            {formatCount(found.alreadyMailed)} of these notices{' '}
            {found.alreadyMailed === 1 ? 'was' : 'were'} already sent to the mailing vendor, last on{' '}
            <DateText value={found.lastMailedAt} />. Submitting again mails them a second time.
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
