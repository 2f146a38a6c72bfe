'use client';

import { Button } from '@/components/ui/Button';
import type { AppealAction } from './AppealDialogs';

export interface AppealActionsProps {
  /** Without the organisation's appeal e-mail, Send message asks for it first. */
  hasNotifEmail: boolean;
  onAction: (action: AppealAction) => void;
}

/** An unresponded appeal's actions: Send message, Reject, Approve and Close appeal. */
export function AppealActions({ hasNotifEmail, onAction }: AppealActionsProps) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Appeal actions">
      <Button
        variant="secondary"
        onClick={() => onAction(hasNotifEmail ? 'message' : 'emailMissing')}
      >
        Send message
      </Button>
      <Button variant="danger" onClick={() => onAction('reject')}>
        Reject
      </Button>
      <Button onClick={() => onAction('approve')}>Approve</Button>
      <Button variant="secondary" onClick={() => onAction('close')}>
        Close appeal
      </Button>
    </div>
  );
}
