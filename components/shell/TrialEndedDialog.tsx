'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { messages } from '@/lib/messages';

/** The blocking 'Your free trial period has ended.' dialog (spec 1 §4); Dismiss logs out. */
export default function TrialEndedDialog({ onEnded }: { onEnded: () => void | Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog
      open
      blocking
      onClose={() => {}}
      title={messages.trialEnded}
      description="Contact Vert Parking to set up a subscription and continue using the dashboard."
      size="sm"
      actions={
        <Button
          autoFocus
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void onEnded();
          }}
        >
          Dismiss
        </Button>
      }
    />
  );
}
