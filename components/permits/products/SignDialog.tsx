'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import { SIGN_HEIGHT, SIGN_WIDTH, signFileName } from '@/lib/rules/permits/permit-sign';
import { SignPreview } from './SignPreview';
import { useSignSvg, type SignContent } from './use-sign-svg';

export interface SignDialogProps extends SignContent {
  open: boolean;
  onClose: () => void;
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
  const { open, onClose, target, permitName, price } = props;
  const { svg, failed, fail } = useSignSvg(open, props);
  const [busy, setBusy] = useState(false);

  const svgUrl = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;

  async function downloadPng() {
    if (!svg) return;
    setBusy(true);
    try {
      const url = await pngOf(svg);
      download(url, signFileName(permitName, 'png'));
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      fail();
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
      <SignPreview svgUrl={svgUrl} permitName={permitName} price={price} target={target} />
    </Dialog>
  );
}
