'use client';

import { useToast } from '@/components/ui/Toast';
import { lazyPart } from '@/components/ui/lazy-part';
import type { IssuedPermit } from '@/lib/contract/permits';
import { permitsMessages } from '@/lib/messages/permits';

const DecisionDialog = lazyPart(
  () => import('./DecisionDialog').then((m) => m.DecisionDialog),
  (props) => props.target !== null,
);
const StatusDialog = lazyPart(
  () => import('./StatusDialog').then((m) => m.StatusDialog),
  (props) => props.open,
);
const VehicleDialog = lazyPart(
  () => import('./VehicleDialog').then((m) => m.VehicleDialog),
  (props) => props.open,
);
const DatesDialog = lazyPart(
  () => import('./DatesDialog').then((m) => m.DatesDialog),
  (props) => props.open,
);

export type IssuedDetailOpening = 'approve' | 'reject' | 'status' | 'vehicle' | 'dates';

export interface IssuedDetailDialogsProps {
  permit: IssuedPermit;
  open: IssuedDetailOpening | null;
  onClose: () => void;
  /** Puts the changed permit in place of the shown one (no refetch). */
  onUpdated: (next: IssuedPermit) => void;
}

/** The detail's dialogs (approve or reject, status, vehicle, dates); a change closes and toasts. */
export function IssuedDetailDialogs({
  permit,
  open,
  onClose,
  onUpdated,
}: IssuedDetailDialogsProps) {
  const toast = useToast();

  function saved(next: IssuedPermit, message: string) {
    onClose();
    onUpdated(next);
    toast.show({ message, tone: 'success' });
  }

  function changed(next: IssuedPermit) {
    saved(next, permitsMessages.permitStatusUpdated);
  }

  return (
    <>
      <DecisionDialog
        target={open === 'approve' || open === 'reject' ? permit : null}
        decision={open === 'reject' ? 'reject' : 'approve'}
        onClose={onClose}
        onDecided={changed}
      />
      <StatusDialog
        open={open === 'status'}
        permit={permit}
        onClose={onClose}
        onChanged={changed}
      />
      <VehicleDialog
        open={open === 'vehicle'}
        permit={permit}
        onClose={onClose}
        onSaved={(next) => saved(next, 'The vehicle was saved.')}
      />
      <DatesDialog
        open={open === 'dates'}
        permit={permit}
        onClose={onClose}
        onSaved={(next) => saved(next, 'The start and expiry were saved.')}
      />
    </>
  );
}
