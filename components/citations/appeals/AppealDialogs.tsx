'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Dialog } from '@/components/ui/Dialog';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import type { AppealDetailResponse } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';

/** Which action's dialog is open on the appeal detail. */
export type AppealAction = 'message' | 'approve' | 'reject' | 'close' | 'emailMissing';

export interface AppealDialogsProps {
  action: AppealAction | null;
  citation: string;
  citationNumber: number;
  appellant: string;
  onClose: () => void;
  onDone: (action: Exclude<AppealAction, 'emailMissing'>, answer: AppealDetailResponse) => void;
  /** An action failed: the detail sends the user back to the appeals list (spec 3 §8). */
  onFailed: (cause: unknown) => void;
}

function MessageBox({
  value,
  onChange,
  label,
  error,
  required,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  error?: string | null;
  required?: boolean;
}) {
  return (
    <FormField label={label} error={error} required={required}>
      {(control) => (
        <textarea
          {...control}
          name="responseMessage"
          rows={5}
          maxLength={2000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClasses, 'h-auto py-2')}
        />
      )}
    </FormField>
  );
}

/**
 * The appeal actions' dialogs (spec 3 §4, §5): Send message (non-blank; whitespace only sends
 * nothing), Approve and Reject with an optional message (blank sent as null), Close appeal, and
 * the dialog for a missing notification e-mail.
 */
export function AppealDialogs(props: AppealDialogsProps) {
  const { action, onClose } = props;
  if (action === 'emailMissing') {
    return (
      <Dialog
        open
        onClose={onClose}
        title="Notification email needed"
        actions={<Button onClick={onClose}>OK</Button>}
      >
        <p className="text-sm text-gray-700">{cm.appealEmailMissing}</p>
        <p className="mt-2 text-sm text-gray-700">
          The notification email is included in the message, so the appellant can reply to it. Set
          it at the top of the appeals list.
        </p>
      </Dialog>
    );
  }
  if (action === 'close') return <CloseDialog {...props} />;
  if (action === 'message') return <MessageDialog {...props} />;
  if (action === 'approve' || action === 'reject') return <DecideDialog {...props} />;
  return null;
}

async function attempt<T>(work: () => Promise<T>, onFailed: (cause: unknown) => void) {
  try {
    return await work();
  } catch (cause) {
    onFailed(cause);
    return null;
  }
}

function MessageDialog({ citation, appellant, onClose, onDone, onFailed }: AppealDialogsProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      onClose={onClose}
      title="Send message"
      description={`We email ${appellant} your message, with your notification email for replies. The appeal stays open.`}
      submitLabel="Send"
      validate={() => {
        const blank = text.trim() === '';
        setError(blank ? cm.appealMessageRequired : null);
        return !blank;
      }}
      onSubmit={async () => {
        const answer = await attempt(
          () =>
            callEndpoint(routes.messageAppeal, {
              params: { citation },
              body: { responseMessage: text.trim() },
            }),
          onFailed,
        );
        if (answer) onDone('message', answer);
      }}
    >
      <MessageBox label="Message" value={text} onChange={setText} error={error} required />
    </FormDialog>
  );
}

function DecideDialog({
  action,
  citation,
  citationNumber,
  appellant,
  onClose,
  onDone,
  onFailed,
}: AppealDialogsProps) {
  const [text, setText] = useState('');
  const approve = action === 'approve';
  return (
    <FormDialog
      onClose={onClose}
      title={approve ? 'Approve appeal' : 'Reject appeal'}
      description={
        approve
          ? `Approving voids citation #${citationNumber}. We email ${appellant}, with your message.`
          : `Citation #${citationNumber} stays payable. We email ${appellant}, with your message.`
      }
      submitLabel={approve ? 'Approve' : 'Reject'}
      onSubmit={async () => {
        const message = text.trim();
        const answer = await attempt(
          () =>
            callEndpoint(routes.respondAppeal, {
              params: { citation },
              body: { isApproved: approve, responseMessage: message === '' ? null : message },
            }),
          onFailed,
        );
        if (answer) onDone(approve ? 'approve' : 'reject', answer);
      }}
    >
      <MessageBox label="Message (optional)" value={text} onChange={setText} />
    </FormDialog>
  );
}

function CloseDialog({ citation, onClose, onDone, onFailed }: AppealDialogsProps) {
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Close appeal"
      description="The appeal is marked Responded without approving or rejecting it. Nobody is emailed."
      confirmLabel="Close appeal"
      tone="primary"
      action={async () => {
        const answer = await attempt(
          () => callEndpoint(routes.closeAppeal, { params: { citation } }),
          onFailed,
        );
        if (answer) onDone('close', answer);
      }}
    />
  );
}
