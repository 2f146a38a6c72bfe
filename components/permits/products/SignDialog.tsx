'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import {
  SIGN_HEIGHT,
  SIGN_WIDTH,
  permitSignSvg,
  signFileName,
} from '@/lib/rules/permits/permit-sign';

export interface SignDialogProps {
  open: boolean;
  onClose: () => void;
  target: string;
  brandTitle: string;
  brandColor: string;
  permitName: string;
  price: string;
}

function download(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The SVG drawn on a canvas at twice its size, as a PNG blob URL. */
async function pngOf(svg: string): Promise<string> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('sign image'));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = SIGN_WIDTH * 2;
    canvas.height = SIGN_HEIGHT * 2;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    return URL.createObjectURL(blob);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The scan-to-pay sign (spec 2 §2) with PNG and SVG downloads; made in the browser when the dialog
 * opens (the `qrcode` package loads then).
 */
export function SignDialog(props: SignDialogProps) {
  const { open, onClose, target, brandTitle, brandColor, permitName, price } = props;
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => {
        const { modules } = QRCode.create(target, { errorCorrectionLevel: 'M' });
        const qr = {
          size: modules.size,
          isDark: (r: number, c: number) => Boolean(modules.get(r, c)),
        };
        return permitSignSvg({ brandTitle, permitName, price, url: target, brandColor, qr });
      })
      .then((text) => live && setSvg(text))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, target, brandTitle, brandColor, permitName, price]);

  const svgUrl = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;

  async function downloadPng() {
    if (!svg) return;
    setBusy(true);
    try {
      const url = await pngOf(svg);
      download(url, signFileName(permitName, 'png'));
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Scan-to-pay sign"
      description="Print it and put it up where customers park. EPS files are available from support."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            variant="secondary"
            disabled={!svgUrl}
            onClick={() => svgUrl && download(svgUrl, signFileName(permitName, 'svg'))}
          >
            Download SVG
          </Button>
          <Button disabled={!svg || busy} loading={busy} onClick={() => void downloadPng()}>
            Download PNG
          </Button>
        </>
      }
    >
      {failed ? <Alert tone="error">The sign could not be made. Please try again.</Alert> : null}
      <div className="flex justify-center">
        {svgUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
          <img
            src={svgUrl}
            alt={`Scan-to-pay sign for ${permitName}: ${price}, QR code for ${target}`}
            width={SIGN_WIDTH / 2}
            height={SIGN_HEIGHT / 2}
            className="rounded ring-1 ring-gray-200"
          />
        ) : (
          <div className="h-[450px] w-[300px] animate-pulse rounded bg-gray-100" />
        )}
      </div>
    </Dialog>
  );
}
