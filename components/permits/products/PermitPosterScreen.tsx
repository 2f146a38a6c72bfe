'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { DownloadIcon } from '@/components/ui/icons';
import { BackLink } from '@/components/ui/BackLink';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { PermitPoster } from './PermitPoster';

/** /permits/[id]/qrcodepage (spec 2 §2): the printable scan-to-pay poster, and the same as a PDF. */
export function PermitPosterScreen({ uuid }: { uuid: string }) {
  const { data, error, mutate } = useEndpoint(routes.permitType, { params: { uuid } });
  return (
    <>
      <div className="print:hidden">
        <BackLink href={`/permits/${uuid}`} label="Back to the permit type" />
        <PageHeader
          title="Scan-to-pay poster"
          description={data ? data.product.name : undefined}
          actions={
            <>
              <a
                href={endpointUrl(routes.permitTypePoster, { uuid })}
                download
                className="inline-flex h-9 items-center gap-2 rounded-md bg-white px-3.5 text-sm font-medium text-gray-800 shadow-card ring-1 ring-inset ring-gray-300 hover:bg-gray-50"
              >
                <DownloadIcon className="size-4" aria-hidden="true" />
                Download PDF
              </a>
              <Button onClick={() => window.print()} disabled={!data?.portal.qrTarget}>
                Print
              </Button>
            </>
          }
        />
      </div>
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : data ? (
        <PermitPoster view={data} />
      ) : (
        <div className="mx-auto h-[40rem] max-w-2xl animate-pulse rounded-lg border border-gray-200 bg-white" />
      )}
    </>
  );
}
