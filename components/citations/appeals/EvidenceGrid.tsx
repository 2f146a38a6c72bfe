'use client';

import { useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { citationsMessages as cm } from '@/lib/messages/citations';

const ImageLightbox = lazyPart(
  () => import('@/components/ui/ImageLightbox').then((m) => m.ImageLightbox),
  (props) => props.image !== null,
);

/** The appellant's images on a grid; a click enlarges one (spec 3 §2). */
export function EvidenceGrid({
  images,
  citationNumber,
}: {
  images: string[];
  citationNumber: number;
}) {
  const [shown, setShown] = useState<{ src: string; alt: string } | null>(null);
  if (images.length === 0) return <p className="text-sm text-gray-600">{cm.noImages}</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((src, i) => {
          const alt = `Evidence ${i + 1} of the appeal of citation #${citationNumber}`;
          return (
            <li key={src}>
              <button
                type="button"
                onClick={() => setShown({ src, alt })}
                className="block w-full overflow-hidden rounded-md ring-1 ring-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                aria-label={`Enlarge evidence ${i + 1}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- BFF-streamed images */}
                <img
                  src={src}
                  alt={alt}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              </button>
            </li>
          );
        })}
      </ul>
      <ImageLightbox image={shown} onClose={() => setShown(null)} />
    </>
  );
}
