'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { ConfirmDialogProps } from '@/components/ui/ConfirmDialog';
import type { ImageLightboxProps } from '@/components/ui/ImageLightbox';
import { lazyPart } from '@/components/ui/lazy-part';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import type { IssuedCitation } from '@/lib/contract/citations';
import { callEndpoint } from '@/lib/fetcher';
import { citationsMessages } from '@/lib/messages/citations';

// Neither shows on first paint: each loads in its own chunk (Headless UI stays out of the page's first load).
const ImageLightbox = lazyPart<ImageLightboxProps>(
  () => import('@/components/ui/ImageLightbox').then((m) => m.ImageLightbox),
  (props) => props.image !== null,
);
const ConfirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);

/**
 * The evidence photos (up to 4): click to enlarge, delete with a confirmation; a failed removal
 * shows the catalogue text (spec 3 §8); 'No images' when there are none.
 */
export function EvidenceImages({
  citation,
  tz,
  onChanged,
}: {
  citation: IssuedCitation;
  tz: string;
  onChanged: (citation: IssuedCitation) => void;
}) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const images = citation.imageURLs.slice(0, 4);
  const file = (url: string) => url.split('/').pop() ?? '';
  return (
    <Card title="Evidence images">
      {images.length === 0 ? (
        <p className="text-sm text-gray-600">{citationsMessages.noImages}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((src, i) => (
            <li key={src} className="space-y-1">
              <button
                type="button"
                onClick={() => setEnlarged(i)}
                className="block w-full overflow-hidden rounded-md border border-gray-200"
                aria-label={`Enlarge evidence image ${i + 1}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a private image through the BFF */}
                <img
                  src={src}
                  alt={`Evidence ${i + 1}`}
                  className="aspect-square w-full object-cover"
                />
              </button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(src)}>
                Delete image {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ImageLightbox
        image={
          enlarged !== null && images[enlarged]
            ? { src: images[enlarged], alt: `Evidence ${enlarged + 1}` }
            : null
        }
        onClose={() => setEnlarged(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this image?"
        description="The evidence image is removed from the notice."
        confirmLabel="Delete"
        tone="danger"
        failureText={citationsMessages.imageRemovalFailed}
        action={async () => {
          if (!deleting) return;
          const next = await callEndpoint(routes.citationDeleteImage, {
            params: { uuid: citation.uuid, file: file(deleting) },
            query: { tz },
          });
          setDeleting(null);
          onChanged(next);
        }}
      />
    </Card>
  );
}
