import { Card } from '@/components/ui/Card';
import type { IssuedPermit } from '@/lib/contract/permits';
import { permitsMessages } from '@/lib/messages/permits';

/** The registration images the customer uploaded, each opening full size in a new tab. */
export function RegistrationImagesCard({ permit }: { permit: IssuedPermit }) {
  return (
    <Card title="Registration images" className="lg:col-span-3">
      {permit.regImgUrls.length === 0 ? (
        <p className="text-sm text-gray-600">{permitsMessages.noImages}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {permit.regImgUrls.map((url, i) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md ring-1 ring-gray-200 hover:ring-brand-600"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the BFF streams it with the session */}
                <img
                  src={url}
                  alt={`Registration image ${i + 1} of permit ${permit.customerPermitId}`}
                  loading="lazy"
                  className="h-32 w-auto rounded-md object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
