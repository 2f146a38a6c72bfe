'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import type { IssuedPermit } from '@/lib/contract/permits';
import { callEndpoint } from '@/lib/fetcher';
import { decisionMessage, permitAmount } from '@/lib/rules/permits/issued-display';
import { MessageField } from './MessageField';

export interface DecisionTarget {
  uuid: string;
  customerPermitId: string;
  permitName: string;
  customerName: string;
  amount: number;
}

export interface DecisionDialogProps {
  target: DecisionTarget | null;
  decision: 'approve' | 'reject';
  onClose: () => void;
  onDecided: (permit: IssuedPermit) => void;
}

/**
 * Approve or Reject a permit request with an optional message (blank sent as null). A priced
 * request, once approved, waits for the registrant's payment; the registrant is e-mailed.
 */
export function DecisionDialog({ target, ...rest }: DecisionDialogProps) {
  return target ? <DecisionForm target={target} {...rest} /> : null;
}

function DecisionForm({
  target,
  decision,
  onClose,
  onDecided,
}: DecisionDialogProps & { target: DecisionTarget }) {
  const [message, setMessage] = useState('');
  const approve = decision === 'approve';
  const priced = target.amount > 0;
  return (
    <FormDialog
      onClose={onClose}
      title={approve ? 'Approve permit' : 'Reject permit'}
      description={
        approve
          ? `${target.customerName} asked for ${target.permitName} (${target.customerPermitId}, ${permitAmount(target.amount)}). ${
              priced
                ? 'Once approved, the permit waits for the payment.'
                : 'Once approved, the permit is valid.'
            } We email the registrant, with your message.`
          : `${target.customerName} asked for ${target.permitName} (${target.customerPermitId}). We email the registrant, with your message.`
      }
      submitLabel={approve ? 'Approve' : 'Reject'}
      onSubmit={async () => {
        const permit = await callEndpoint(routes.decideApproval, {
          params: { uuid: target.uuid },
          body: { decision, message: decisionMessage(message) },
        });
        onDecided(permit);
      }}
    >
      <MessageField value={message} onChange={setMessage} />
    </FormDialog>
  );
}
