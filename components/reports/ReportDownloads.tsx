'use client';

import { useState, type MouseEvent } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/Toast';
import { DownloadIcon } from '@/components/ui/icons';
import { reportsMessages } from '@/lib/messages/reports';

export interface ReportDownloadsProps {
  csvHref: string;
  pdfHref: string;
  /** Names the downloads for screen readers ('LPR Scans report'). */
  what: string;
}

type Kind = 'csv' | 'pdf';

/** Why a download was refused: the server's readable message, else the spec's report text. */
async function refusalText(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  return res.status === 400 && body?.error?.message
    ? body.error.message
    : reportsMessages.reportFailed;
}

/** Hands a URL to the browser's own download (it streams to disk; no script holds the file). */
function browserDownload(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * CSV and PDF downloads. A click first asks the server for the report and reads only its first
 * bytes: a refusal shows the spec's 'An error occurred generating your report…' (or a 400's own
 * text) instead of a saved error file; then the browser downloads the stream itself.
 */
export function ReportDownloads({ csvHref, pdfHref, what }: ReportDownloadsProps) {
  const toast = useToast();
  const [checking, setChecking] = useState<Kind | null>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>, kind: Kind, href: string) {
    event.preventDefault();
    if (checking) return;
    setChecking(kind);
    try {
      const res = await fetch(href, { credentials: 'same-origin' });
      if (!res.ok) {
        toast.show({ message: await refusalText(res), tone: 'error' });
        return;
      }
      await res.body?.cancel();
      browserDownload(href);
    } catch {
      toast.show({ message: reportsMessages.reportFailed, tone: 'error' });
    } finally {
      setChecking(null);
    }
  }

  const link = (kind: Kind, href: string, label: string) => (
    <a
      href={href}
      download
      onClick={(event) => void download(event, kind, href)}
      aria-busy={checking === kind || undefined}
      className={buttonClasses('secondary', 'md')}
      aria-label={`Download ${what} as ${label}`}
    >
      {checking === kind ? <Spinner size="sm" label={`Preparing ${label}`} /> : <DownloadIcon />}
      {label}
    </a>
  );

  return (
    <>
      {link('csv', csvHref, 'CSV')}
      {link('pdf', pdfHref, 'PDF')}
    </>
  );
}
