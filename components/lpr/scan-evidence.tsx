'use client';

import { useState } from 'react';
import { EvidenceDigests, type DigestRow } from '@/components/evidence/EvidenceDigests';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useAction } from '@/components/ui/use-action';
import type { ScanEvidence, ScanVerification } from '@/lib/contract/lpr';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { formatDateTime } from '@/lib/format';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { lprMessages } from '@/lib/messages/lpr';

/** "Read by camera: ABC123 · Corrected to ABC128 by Ann Lee on 29 Nov 2026, 08:00". */
export function CameraRead({
  evidence,
  zone,
}: {
  evidence: ScanEvidence;
  zone: string | undefined;
}) {
  const { read } = evidence;
  return (
    <p className="mb-3 text-sm text-gray-900">
      Read by camera: <span className="font-mono font-semibold tracking-wide">{read.plate}</span>
      {read.correction ? (
        <>
          {' · '}Corrected to{' '}
          <span className="font-mono font-semibold tracking-wide">{read.correction.plate}</span> by{' '}
          {read.correction.by} on {formatDateTime(read.correction.at, '', zone)}
        </>
      ) : null}
    </p>
  );
}

function digestRows(evidence: ScanEvidence, verified: ScanVerification | null): DigestRow[] {
  const images = new Map(verified?.images.map((i) => [i.file, i]));
  return [
    {
      key: 'read',
      label: 'Camera read (plate, confidence, time, place, uploader)',
      recorded: evidence.read.digest,
      check: verified?.read,
    },
    ...evidence.images.map((image) => ({
      key: image.file,
      label: image.label,
      recorded: image.sha256,
      check: images.get(image.file),
    })),
  ];
}

/**
 * The scan's evidence (issue 30 item 4): the plate as the camera read it beside any correction,
 * the digests of the read and of the stored image, and the verify action.
 */
export function ScanEvidenceCard({ uuid, zone }: { uuid: string; zone: string | undefined }) {
  const { data, error, mutate } = useEndpoint(routes.scanEvidence, { params: { uuid } });
  const [verified, setVerified] = useState<ScanVerification | null>(null);
  const verify = useAction(async () => {
    setVerified(await callEndpoint(routes.verifyScanEvidence, { params: { uuid } }));
  }, lprMessages.evidenceVerifyFailed);

  if (error) {
    return (
      <Card title="Evidence digests" className="lg:col-span-5">
        <RetryAlert onRetry={() => void mutate()}>{lprMessages.evidenceLoadFailed}</RetryAlert>
      </Card>
    );
  }
  if (!data) {
    return (
      <Card title="Evidence digests" className="lg:col-span-5">
        <p className="text-sm text-gray-600" role="status">
          Loading…
        </p>
      </Card>
    );
  }
  return (
    <EvidenceDigests
      className="lg:col-span-5"
      intro={<CameraRead evidence={data} zone={zone} />}
      rows={digestRows(data, verified)}
      empty={lprMessages.evidenceNoImages}
      verifiedAt={verified?.verifiedAt ?? null}
      zone={zone}
      verifying={verify.busy}
      error={verify.error}
      onVerify={() => void verify.run()}
    />
  );
}
