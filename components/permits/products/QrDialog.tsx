'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import { signFileName } from '@/lib/rules/permits/permit-sign';

export interface QrDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the code encodes: the guest checkout, or the portal root when the portal is private. */
  target: string;
  isPrivate: boolean;
  permitName: string;
}

/** The portal's QR code (spec 2 §2); the `qrcode` package loads only when the dialog opens. */
export function QrDialog({ open, onClose, target, isPrivate, permitName }: QrDialogProps) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(target, { width: 480, margin: 2 }))
      .then((url) => live && setImage(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, target]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="QR code"
      description={
        isPrivate
          ? 'The code opens your permit portal (the portal is private).'
          : 'The code opens the guest checkout of your permit portal.'
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {image ? (
            <a
              href={image}
              download={signFileName(`${permitName}-qr`, 'png').replace('-scan-to-pay', '')}
              className="inline-flex h-9 items-center justify-center rounded-md bg-brand-600 px-3.5 text-sm font-medium text-white shadow-card hover:bg-brand-700"
            >
              Download PNG
            </a>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col items-center gap-2">
        {failed ? (
          <Alert tone="error">The QR code could not be made. Please try again.</Alert>
        ) : image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
          <img src={image} alt={`QR code for ${target}`} width={240} height={240} />
        ) : (
          <div
            className="size-60 animate-pulse rounded bg-gray-100"
            aria-label="Making the QR code"
          />
        )}
        <p className="break-all text-center text-sm text-gray-700">{target}</p>
      </div>
    </Dialog>
  );
}
