'use client';

import { useId } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DownloadIcon } from '@/components/ui/icons';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import type { DataRequestSummary } from '@/lib/contract/privacy';
import { dataRequestBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { formatCount } from '@/lib/format';
import { privacyMessages as texts } from '@/lib/messages/privacy';

/** What the organisation holds about the subject, kind by kind, and the ZIP's download. */
export function DataRequestResult({ summary }: { summary: DataRequestSummary }) {
  const { subject } = summary;
  const total = summary.counts.reduce((sum, c) => sum + c.count, 0);
  const query = subject.type === 'plate' ? { plate: subject.value } : { email: subject.value };
  const named = subject.type === 'plate' ? `plate ${subject.value}` : subject.value;
  const headingId = useId();
  return (
    <Card
      aria-labelledby={headingId}
      title={
        <span id={headingId} className="break-words">
          What this organization holds about {named}
        </span>
      }
      description={`${formatCount(total)} records and ${formatCount(summary.images)} images. Dates in the files are in ${summary.timeZone}.`}
      className="mt-4"
      actions={
        <a
          href={endpointUrl(routes.dataRequestExport, {}, query)}
          download
          className={buttonClasses('primary', 'md')}
        >
          <DownloadIcon />
          Download ZIP
        </a>
      }
    >
      {total === 0 ? (
        <p className="mb-3 text-sm text-gray-700">{texts.dataRequestNothingHeld}</p>
      ) : null}
      <table className="w-full max-w-md text-sm">
        <caption className="sr-only">Records per kind</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Kind of record
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Records
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.counts.map((c) => (
            <tr key={c.kind} className="border-b border-gray-100">
              <th scope="row" className="py-2 pr-4 text-left font-normal text-gray-800">
                {c.label}
              </th>
              <td className="py-2 text-right font-medium tabular-nums text-gray-900">
                {formatCount(c.count)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-4 text-left font-normal text-gray-800">
              Images (scans, citations, appeals, permits)
            </th>
            <td className="py-2 text-right font-medium tabular-nums text-gray-900">
              {formatCount(summary.images)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3 text-xs text-gray-600">
        The ZIP holds one CSV file per kind, the images in a folder per record and a README.txt.
        Each download is recorded in the audit log under your name.
      </p>
    </Card>
  );
}
