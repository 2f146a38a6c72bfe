'use client';

import { useCallback, useMemo, type ReactNode } from 'react';
import type { MeterReportRow, PermitReportRow } from '@/lib/contract/reports';
import { citationsMessages } from '@/lib/messages/citations';
import { metersMessages } from '@/lib/messages/meters';
import { permitsMessages } from '@/lib/messages/permits';
import type { ReportDefinition } from '@/lib/rules/reports/report-definition';
import { meterReport } from '@/lib/rules/reports/types/meters';
import { permitReport } from '@/lib/rules/reports/types/permits';
import { violationReport, type ViolationReportRow } from '@/lib/rules/reports/types/violations';
import { ReportRowsTable } from './ReportRowsTable';

/** The rows of each area's report. */
export interface AreaReportRows {
  permits: PermitReportRow;
  violations: ViolationReportRow;
  meters: MeterReportRow;
}

export type ReportArea = keyof AreaReportRows;

interface AreaTable<R> {
  definition: ReportDefinition<R>;
  /** The empty table's text when the page gives none (the spec's). */
  emptyText: string;
  /** Columns whose text is an identifier, set in the mono face (plates, permit and notice ids). */
  idColumns: readonly string[];
  rowId: (row: R) => string;
}

/** What differs between the areas' report tables: their columns, empty text and id columns. */
export const AREA_REPORT_TABLES: { [A in ReportArea]: AreaTable<AreaReportRows[A]> } = {
  permits: {
    definition: permitReport,
    emptyText: permitsMessages.noPermitsIssued,
    idColumns: ['plate', 'customerPermitId'],
    rowId: (r) => r.uuid,
  },
  violations: {
    definition: violationReport,
    emptyText: citationsMessages.noCitationsIssued,
    idColumns: ['plate', 'violationNumber'],
    rowId: (r) => r.uuid ?? r.violationNumber,
  },
  meters: {
    definition: meterReport,
    emptyText: metersMessages.noSessions,
    idColumns: ['plate', 'publicId', 'zoneId'],
    rowId: (r) => r.uuid,
  },
};

export interface AreaReportTableProps<A extends ReportArea> {
  area: A;
  rows: readonly AreaReportRows[A][];
  loading?: boolean;
  caption: string;
  /** Default: the area's own ('No permits issued.', 'No citations issued.', 'No parking sessions yet.'). */
  emptyText?: ReactNode;
  timeZone: string;
}

/**
 * The rows of a permit, violation or meter report with the area's report columns (the PDF's),
 * identifiers in the mono face. The scan report keeps its own table (its plates link to their
 * history).
 */
export function AreaReportTable<A extends ReportArea>({
  area,
  timeZone,
  emptyText,
  ...rest
}: AreaReportTableProps<A>) {
  const table = AREA_REPORT_TABLES[area] as unknown as AreaTable<AreaReportRows[A]>;
  const format = useMemo(() => ({ timeZone }), [timeZone]);
  const renderCell = useCallback(
    (id: string, _row: AreaReportRows[A], text: string) =>
      table.idColumns.includes(id) ? (
        <span className="font-mono font-semibold text-gray-900">{text}</span>
      ) : (
        text
      ),
    [table],
  );
  return (
    <ReportRowsTable
      {...rest}
      emptyText={emptyText === undefined ? table.emptyText : emptyText}
      columns={table.definition.columns}
      getRowId={table.rowId}
      format={format}
      renderCell={renderCell}
    />
  );
}
