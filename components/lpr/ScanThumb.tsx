'use client';

import { useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { useInView } from '@/components/ui/use-in-view';

export interface ScanThumbProps {
  src: string;
  alt: string;
  /** plate: a wide plate crop; full: the scene. */
  kind: 'plate' | 'full';
  className?: string;
}

const sizes = {
  plate: 'h-7 w-20',
  full: 'h-10 w-16',
} as const;

/**
 * A small scan image in a table cell, loaded once it is in view (not the browser's lazy loading,
 * which fetches a screenful or more ahead: a phone would draw dozens of rows' images, below the
 * table's scroll box, while the page starts), with a quiet box when it cannot load.
 */
export function ScanThumb({ src, alt, kind, className }: ScanThumbProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref);
  const [failed, setFailed] = useState(false);
  return (
    <span
      ref={ref}
      className={cn(
        'block shrink-0 overflow-hidden rounded border border-gray-200 bg-gray-100',
        sizes[kind],
        className,
      )}
    >
      {failed ? (
        <span className="flex size-full items-center justify-center text-[10px] text-gray-600">
          No image
        </span>
      ) : inView ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by the BFF, fixed size
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : null}
    </span>
  );
}
