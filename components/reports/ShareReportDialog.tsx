'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/ui/FormDialog';
import type { ShareLinkResponse } from '@/lib/contract/reports/bff';
import type { ReportParams } from '@/lib/contract/reports';
import { SHARE_DEFAULT_DAYS } from '@/lib/contract/reports/constants';
import { callEndpoint } from '@/lib/fetcher';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { reportFailure } from './report-failure';
import { ShareExpiryField } from './ShareExpiryField';
import { ShareLinkResult } from './ShareLinkResult';

export interface ShareReportDialogProps {
  open: boolean;
  onClose: () => void;
  params: ReportParams;
  /** Called after a link was made (e.g. to refresh the report log). */
  onShared?: () => void;
}

/**
 * Makes a read-only link to this report for outside parties: it opens without an account,
 * expires after the chosen days and can be revoked from the report log. The link is shown
 * once (only its hash is kept).
 */
export function ShareReportDialog({ open, ...rest }: ShareReportDialogProps) {
  return open ? <ShareReportForm {...rest} /> : null;
}

function ShareReportForm({ onClose, params, onShared }: Omit<ShareReportDialogProps, 'open'>) {
  const [days, setDays] = useState<number>(SHARE_DEFAULT_DAYS);
  const [result, setResult] = useState<ShareLinkResponse | null>(null);

  async function share() {
    const made = await callEndpoint(reportsBffRoutes.shareReport, {
      body: { params, expiresInDays: days },
    });
    setResult(made);
    onShared?.();
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Share report"
      description="Anyone with the link can view this report and download it as CSV or PDF, without an account. Revoke it from the report log at any time."
      size="md"
      submitLabel="Create link"
      onSubmit={share}
      errorText={reportFailure}
      done={result ? <Button onClick={onClose}>Done</Button> : undefined}
    >
      {result ? (
        <ShareLinkResult result={result} />
      ) : (
        <ShareExpiryField days={days} onChange={setDays} />
      )}
    </FormDialog>
  );
}
