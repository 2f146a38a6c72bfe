'use client';

import { useEffect, useState } from 'react';

/** The portal address as a QR code (the `qrcode` package loads only here). */
export function PortalQrCode({ target }: { target: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(target, { width: 160, margin: 1 }))
      .then((url) => (live ? setSrc(url) : undefined))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [target]);
  return src ? (
    // A data: URL made in the browser; next/image does not take it.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={`QR code of ${target}`} className="size-24 shrink-0" />
  ) : (
    <span className="block size-24 shrink-0 rounded bg-gray-100" aria-hidden="true" />
  );
}
