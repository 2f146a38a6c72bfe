import { buttonClasses } from '@/components/ui';
import { DownloadIcon } from '@/components/ui/icons';

export interface ReportDownloadsProps {
  csvHref: string;
  pdfHref: string;
  /** Names the downloads for screen readers ('LPR Scans report'). */
  what: string;
}

/**
 * CSV and PDF downloads as plain links: the browser saves the server's stream as it arrives
 * (no script holds the file).
 */
export function ReportDownloads({ csvHref, pdfHref, what }: ReportDownloadsProps) {
  return (
    <>
      <a
        href={csvHref}
        download
        className={buttonClasses('secondary', 'md')}
        aria-label={`Download ${what} as CSV`}
      >
        <DownloadIcon />
        CSV
      </a>
      <a
        href={pdfHref}
        download
        className={buttonClasses('secondary', 'md')}
        aria-label={`Download ${what} as PDF`}
      >
        <DownloadIcon />
        PDF
      </a>
    </>
  );
}
