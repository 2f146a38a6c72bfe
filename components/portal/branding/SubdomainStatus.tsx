import { AlertIcon, CheckIcon } from '@/components/ui/icons';

/** The portal's subdomain with a green check, or a warning that the portal is not live. */
export function SubdomainStatus({ subdomain }: { subdomain: string | null }) {
  return (
    <p className="flex items-center gap-2 text-sm text-gray-900">
      {subdomain ? (
        <>
          <CheckIcon className="size-5 text-success-700" aria-hidden="true" />
          <span>
            Subdomain: <strong className="font-mono">{subdomain}</strong>
            <span className="sr-only"> (set)</span>
          </span>
        </>
      ) : (
        <>
          <AlertIcon className="size-5 text-warning-700" aria-hidden="true" />
          <span>
            No subdomain yet<span className="sr-only"> (warning)</span>: your customer portal is not
            live.
          </span>
        </>
      )}
    </p>
  );
}
