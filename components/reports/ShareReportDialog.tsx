'use client';

import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, FormField, TextInput } from '@/components/ui';
import { inputClasses } from '@/components/ui/input-classes';
import type { ShareLinkResponse } from '@/lib/contract/reports/bff';
import { SHARE_DAY_CHOICES } from '@/lib/contract/reports/constants';
import type { ReportParams } from '@/lib/contract/reports';
import { SHARE_DEFAULT_DAYS } from '@/lib/contract/reports/constants';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { formatDateTime } from '@/lib/format';
import { reportsMessages } from '@/lib/messages/reports';

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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || result) return;
    setSaving(true);
    setError(null);
    try {
      const made = await callEndpoint(reportsBffRoutes.shareReport, {
        body: { params, expiresInDays: days },
      });
      setResult(made);
      onShared?.();
    } catch (cause) {
      setError(
        isApiError(cause) && cause.status === 400 ? cause.message : reportsMessages.reportFailed,
      );
    } finally {
      setSaving(false);
    }
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
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      onSubmit={onSubmit}
      title="Share report"
      description="Anyone with the link can view this report and download it as CSV or PDF, without an account. Revoke it from the report log at any time."
      size="md"
      actions={
        result ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create link
            </Button>
          </>
        )
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
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
    </Dialog>
  );
}
