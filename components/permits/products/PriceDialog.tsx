'use client';

import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import { LinkButton } from '@/components/ui/LinkButton';
import { permitsMessages as pm } from '@/lib/messages/permits';

/** 'Permit price exceeds allowed amount.' (spec 2 §5, §8): a bank account must be connected. */
export function PriceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={pm.permitPriceTooHigh}
      description="A bank account must be connected before priced permits can be created. Set the price to 0 to create a free permit, or connect a bank account first."
      actions={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            OK
          </Button>
          <LinkButton href="/billing-and-payouts">Connect a bank account</LinkButton>
        </>
      }
    />
  );
}
