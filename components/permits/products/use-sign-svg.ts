'use client';

import { useEffect, useState } from 'react';
import { permitSignSvg } from '@/lib/rules/permits/permit-sign';

export interface SignContent {
  /** The address the QR code opens. */
  target: string;
  brandTitle: string;
  brandColor: string;
  permitName: string;
  price: string;
}

/**
 * The scan-to-pay sign's SVG, made in the browser while `open` (the `qrcode` package loads
 * then); `failed` once it or a later step (`fail`) could not be made.
 */
export function useSignSvg(open: boolean, content: SignContent) {
  const { target, brandTitle, brandColor, permitName, price } = content;
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

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

  return { svg, failed, fail: () => setFailed(true) };
}
