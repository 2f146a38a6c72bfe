'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';

export interface MeterQrDialogProps {
  open: boolean;
  onClose: () => void;
  /** The meter's public new-session page. */
  target: string;
  zoneId: string;
  /** The printable sign's PDF (made on the server). */
  signUrl: string;
}

const linkButton =
  'inline-flex h-9 items-center justify-center rounded-md px-3.5 text-sm font-medium shadow-card';

/**
 * 'Generate QR code' (spec 3 §2): the QR of the meter's public new-session page, as PNG, SVG and
 * a printable sign (PDF). The `qrcode` package loads only when the dialog opens.
 */
export function MeterQrDialog({ open, onClose, target, zoneId, signUrl }: MeterQrDialogProps) {
  const [codes, setCodes] = useState<{ png: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    import('qrcode')
      .then(async (QRCode) => ({
        png: await QRCode.toDataURL(target, { width: 480, margin: 2 }),
        svg: await QRCode.toString(target, { type: 'svg', margin: 2 }),
      }))
      .then((made) => live && setCodes(made))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, target]);

  const base = `meter-${zoneId.replace(/[^A-Za-z0-9_-]+/g, '') || 'zone'}-qr`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="QR code"
      description={`The code opens the new-session page of zone ${zoneId}.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <a
            href={signUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkButton} bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50`}
          >
            Print sign (PDF)
          </a>
          {codes ? (
            <>
              <a
                href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(codes.svg)}`}
                download={`${base}.svg`}
                className={`${linkButton} bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50`}
              >
                Download SVG
              </a>
              <a
                href={codes.png}
                download={`${base}.png`}
                className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}
              >
                Download PNG
              </a>
            </>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col items-center gap-2">
        {failed ? (
          <Alert tone="error">The QR code could not be made. Please try again.</Alert>
        ) : codes ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
          <img src={codes.png} alt={`QR code for ${target}`} width={240} height={240} />
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
