'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { TextInput } from '@/components/ui/TextInput';
import { inputClasses } from '@/components/ui/input-classes';
import type { ShareLinkResponse } from '@/lib/contract/reports/bff';
import { SHARE_DAY_CHOICES } from '@/lib/contract/reports/constants';
import type { ReportParams } from '@/lib/contract/reports';
import { SHARE_DEFAULT_DAYS } from '@/lib/contract/reports/constants';
import { callEndpoint } from '@/lib/fetcher';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { formatDateTime } from '@/lib/format';
import { reportFailure } from './report-failure';

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
  const [copied, setCopied] = useState(false);

  async function share() {
    const made = await callEndpoint(reportsBffRoutes.shareReport, {
      body: { params, expiresInDays: days },
    });
    setResult(made);
    onShared?.();
  }

  async function copy() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
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
        <>
          <TextInput
            label="Share link"
            name="shareUrl"
            value={result.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            hint={`Expires ${formatDateTime(result.share.expiresAt)}. Copy it now: it is shown only once.`}
            autoFocus
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
            <a
              href={result.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              Open link in a new tab
            </a>
            <span role="status" className="sr-only">
              {copied ? 'Link copied.' : ''}
            </span>
          </div>
        </>
      ) : (
        <FormField label="Link expires after">
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {SHARE_DAY_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {d === 1 ? '1 day' : `${d} days`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </FormDialog>
  );
}
