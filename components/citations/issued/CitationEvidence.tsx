'use client';

import { useState } from 'react';
import { EvidenceDigests } from '@/components/evidence/EvidenceDigests';
import { buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useAction } from '@/components/ui/use-action';
import type { CitationVerification } from '@/lib/contract/citations';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { callEndpoint } from '@/lib/fetcher';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { lprMessages } from '@/lib/messages/lpr';

/**
 * The notice's evidence digests (issue 30 item 4): each image's SHA-256 recorded when it was
 * stored, and "Verify evidence", which recomputes them from the stored files (Match / Mismatch).
 */
export function CitationEvidence({ uuid, zone }: { uuid: string; zone: string }) {
  const { data, error, mutate } = useEndpoint(routes.citationEvidence, { params: { uuid } });
  const [verified, setVerified] = useState<CitationVerification | null>(null);
  const verify = useAction(async () => {
    setVerified(await callEndpoint(routes.verifyCitationEvidence, { params: { uuid } }));
  }, lprMessages.evidenceVerifyFailed);

  if (error || !data) {
    return (
      <Card title="Evidence digests">
        {error ? (
          <RetryAlert onRetry={() => void mutate()}>{lprMessages.evidenceLoadFailed}</RetryAlert>
        ) : (
          <p className="text-sm text-gray-600" role="status">
            Loading…
          </p>
        )}
      </Card>
    );
  }
  const checks = new Map(verified?.images.map((i) => [i.file, i]));
  return (
    <EvidenceDigests
      rows={data.images.map((image) => ({
        key: image.file,
        label: image.label,
        recorded: image.sha256,
        check: checks.get(image.file),
      }))}
      empty={lprMessages.evidenceNoCitationImages}
      verifiedAt={verified?.verifiedAt ?? null}
      zone={zone}
      verifying={verify.busy}
      error={verify.error}
      onVerify={() => void verify.run()}
      download={
        data.images.length > 0 ? (
          <a
            href={endpointUrl(routes.citationEvidencePdf, { uuid }, { tz: zone })}
            download
            className={buttonClasses('ghost', 'sm')}
          >
            Evidence PDF
          </a>
        ) : null
      }
    />
  );
}
