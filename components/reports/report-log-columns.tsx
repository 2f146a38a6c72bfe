'use client';

import { DateText } from '@/components/ui/DateText';
import type { TableColumn } from '@/components/ui/Table';
import type { ReportLogEntry } from '@/lib/contract/reports';
import { REPORT_LOG_TYPE_LABEL } from '@/lib/rules/reports/report-log';
import { ReportLogLinks } from './ReportLogLinks';

/** The report log's columns: when, who, what, and its links (a share link can be revoked). */
export function reportLogColumns(
  setRevoking: (entry: ReportLogEntry) => void,
): TableColumn<ReportLogEntry>[] {
  return [
    {
      id: 'createdAt',
      header: 'Created',
      width: '11rem',
      cell: (e) => (
        <span className="whitespace-nowrap">
          <DateText value={e.createdAt} />
        </span>
      ),
    },
    {
      id: 'who',
      header: 'Created by',
      cell: (e) => (
        <div className="min-w-0">
          <div className="truncate font-medium text-gray-900">{e.fullname || 'Former member'}</div>
          <div className="truncate text-xs text-gray-600">{e.email}</div>
        </div>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (e) => (
        <div className="min-w-0">
          <div className="text-gray-900">{e.description}</div>
          <div className="text-xs text-gray-600">{REPORT_LOG_TYPE_LABEL[e.type]}</div>
        </div>
      ),
    },
    {
      id: 'links',
      header: 'Links',
      cell: (e) => <ReportLogLinks entry={e} onRevoke={setRevoking} />,
    },
  ];
}
