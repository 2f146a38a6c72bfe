import type { ReportLogType, ReportType } from '@/lib/contract/reports';

/**
 * What a report type is (spec 1 §3 report rows, §9 PDFs): the CSV's columns (the provider row's
 * fields), the table's and the PDF's (formatted for people, through lib/format), the PDF's page
 * orientation and total row. One file per report type in ./types; registered in report-columns.ts.
 */

/** How dates are written: the reader's zone, 'MMM DD, YYYY h:mm A' (spec 1 §9). */
export interface ReportFormat {
  timeZone: string;
}

export interface ReportColumn<R> {
  id: string;
  header: string;
  /** The cell as text. */
  text: (row: R, format: ReportFormat) => string;
  /** Relative width in the PDF (the table's widths follow the page). */
  width: number;
  align: 'left' | 'right' | 'center';
  /** In the PDF, long text wraps (the row grows) instead of ending in '…'. */
  wrap?: boolean;
}

export interface ReportDefinition<R> {
  type: ReportType;
  /** The dialog's and the title's name (spec 1 §4). */
  label: string;
  /** The report log type of a generated report (spec 1 §7). */
  logType: ReportLogType;
  /** Log type of a PDF download, when PDFs of this report are logged apart. */
  pdfLogType?: ReportLogType;
  /** CSV header (the row fields) and cell values. */
  csvColumns: readonly { header: string; value: (row: R) => string | number }[];
  /** Table and PDF columns. */
  columns: readonly ReportColumn<R>[];
  orientation: 'portrait' | 'landscape';
  /** The PDF's last row (cells by column id), from all rows' running totals. */
  total?: {
    start: () => unknown;
    add: (acc: unknown, row: R) => unknown;
    cells: (acc: unknown) => Record<string, string>;
  };
}
