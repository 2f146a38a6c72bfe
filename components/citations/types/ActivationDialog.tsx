'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import type { CitationConnectStatus } from '@/lib/contract/citations';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';

export interface ActivationDialogProps {
  open: boolean;
  onClose: () => void;
  onActivated: (status: CitationConnectStatus) => void;
}

/**
 * The add action without a payouts account (spec 3 §2, §8): 'Please activate Vert Violations
 * before creating a citation type.' with the activation offer (creates the connected account).
 */
export function ActivationDialog({ open, onClose, onActivated }: ActivationDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function activate() {
    setBusy(true);
    setError(null);
    try {
      onActivated(await callEndpoint(r.citationActivate, { body: {} }));
      onClose();
    } catch (cause) {
      setError(failureMessage(cause, cm.activationFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title="Vert Violations is not activated"
      description={cm.activateViolationsFirst}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void activate()}>
            Activate Vert Violations
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
