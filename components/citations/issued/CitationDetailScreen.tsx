'use client';

import { BackLink } from '@/components/ui/BackLink';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useToast } from '@/components/ui/Toast';
import type { IssuedCitation } from '@/lib/contract/citations';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { useZoneOrUtc } from '@/lib/hooks/first-view-tz';
import type { CitationAction, CitationActionDialogProps } from './CitationActionDialog';
import { CitationAmountsCard } from './CitationAmountsCard';
import { CitationDetailsCard } from './CitationDetailsCard';
import { CitationLogs } from './CitationLogs';
import { CitationStatusActions } from './CitationStatusActions';
import { CitationStatusChip } from './CitationStatusChip';
import { CitationEvidence } from './CitationEvidence';
import { EvidenceImages } from './EvidenceImages';

const CitationActionDialog = lazyPart<CitationActionDialogProps>(
  () => import('./CitationActionDialog').then((m) => m.CitationActionDialog),
  (props) => props.action !== null,
);

const DONE: Record<CitationAction, string> = {
  Paid: 'The citation is marked as paid off platform.',
  Void: 'The citation is void.',
  Uncollectable: 'The citation is marked as uncollectable.',
  Reopen: 'The citation is open again.',
  Unvoid: 'The citation is no longer void.',
  Override: 'The amount due is overridden.',
};

/**
 * /citations/detail/{uuid} (spec 3 §2): every field, the evidence images, the citation and
 * verify logs, and the actions of §2/§4: the status menu (open, past due, paid off platform,
 * uncollectable; never void), Unvoid for a void notice, the amount override with a note.
 */
export function CitationDetailScreen({ uuid }: { uuid: string }) {
  const toast = useToast();
  const tz = useZoneOrUtc();
  const { mutate: mutateKey } = useSWRConfig();
  const {
    data: c,
    error,
    mutate,
  } = useEndpoint(routes.citationDetail, { params: { uuid }, query: { tz } });
  const [action, setAction] = useState<CitationAction | null>(null);

  function changed(next: IssuedCitation, done?: CitationAction) {
    setAction(null);
    void mutate(next, { revalidate: false });
    void mutateKey(endpointUrl(routes.citationActivity, { uuid }));
    if (done) toast.show({ message: DONE[done], tone: 'success' });
  }

  const back = <BackLink href="/citations/issued" label="Issued violations" />;
  if (error || !c) {
    return (
      <>
        {back}
        <PageHeader title="Notice #" />
        {error ? (
          <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
        ) : (
          <p className="text-sm text-gray-600" role="status">
            Loading…
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            Notice # <span className="font-mono">{c.citationNumber}</span>
            <CitationStatusChip status={c.status} />
          </span>
        }
        description={`${c.citationName}: ${c.citationDescription}`}
        actions={<CitationStatusActions status={c.status} onAction={setAction} />}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <CitationDetailsCard citation={c} />
        <CitationAmountsCard citation={c} />
      </div>
      <div className="mt-4 space-y-4">
        <EvidenceImages citation={c} tz={tz} onChanged={(next) => changed(next)} />
        {/* Remounted (and reloaded) when an image is removed. */}
        <CitationEvidence key={c.imageURLs.join(' ')} uuid={uuid} zone={tz} />
        <CitationLogs uuid={uuid} />
      </div>
      <CitationActionDialog
        action={action}
        citation={c}
        tz={tz}
        onClose={() => setAction(null)}
        onDone={changed}
      />
    </>
  );
}
