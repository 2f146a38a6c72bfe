'use client';

import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { useState } from 'react';
import { cn, focusRing } from './cn';
import { XIcon } from './icons';

export interface ImageLightboxProps {
  /** The image to show; null closes the lightbox. */
  image: { src: string; alt: string; title?: string } | null;
  onClose: () => void;
}

/** An enlarged image in a modal: Escape, the close button or a click outside closes it. */
export function ImageLightbox({ image, onClose }: ImageLightboxProps) {
  // Keep the last image while the dialog closes.
  const [shown, setShown] = useState(image);
  if (image && image !== shown) setShown(image);
  // The address that failed to load: another image gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!shown && failedSrc === shown.src;

  return (
    <HeadlessDialog open={image !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-gray-950/80" />
      <div className="fixed inset-0 flex items-center justify-center p-4 sm:p-8">
        <DialogPanel className="relative flex max-h-full w-full max-w-5xl flex-col overflow-hidden rounded-lg bg-white shadow-dialog">
          <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-2.5">
            <DialogTitle className="truncate text-sm font-semibold text-gray-900">
              {shown?.title ?? shown?.alt}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close image"
              className={cn(
                'rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800',
                focusRing,
              )}
            >
              <XIcon />
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center bg-gray-900">
            {shown && !failed ? (
              // eslint-disable-next-line @next/next/no-img-element -- served by the BFF, sized by CSS
              <img
                src={shown.src}
                alt={shown.alt}
                onError={() => setFailedSrc(shown.src)}
                className="max-h-[calc(100vh-8rem)] w-auto max-w-full object-contain"
              />
            ) : (
              <p className="px-4 py-16 text-sm text-gray-200">The image could not be loaded.</p>
            )}
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
