'use client';

import { Button } from '@/components/ui/Button';

export interface CustomerEditActionsProps {
  /** Delete was pressed: the dialog asks once more. */
  confirming: boolean;
  busy: 'save' | 'delete' | null;
  submitLabel: string;
  onClose: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
}

/** The customer dialog's buttons: Delete, Cancel and save; or, while asking, Cancel and Delete. */
export function CustomerEditActions({
  confirming,
  busy,
  submitLabel,
  onClose,
  onAskDelete,
  onCancelDelete,
}: CustomerEditActionsProps) {
  return confirming ? (
    <>
      <Button variant="secondary" onClick={onCancelDelete} disabled={busy !== null}>
        Cancel
      </Button>
      <Button type="submit" variant="danger" loading={busy === 'delete'}>
        Delete
      </Button>
    </>
  ) : (
    <>
      <Button
        variant="danger"
        className="sm:mr-auto"
        onClick={onAskDelete}
        disabled={busy !== null}
      >
        Delete
      </Button>
      <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
        Cancel
      </Button>
      <Button type="submit" loading={busy === 'save'}>
        {submitLabel}
      </Button>
    </>
  );
}
