/**
 * The SWR keys (BFF paths) of the reports screens' hooks, built from the area's route table with
 * endpointKey. Not a client module: a page's server component builds the same key from the same
 * URL state to hand its first view to the hook (FirstView). One file per area, so a page's first
 * load carries only its own area's routes.
 */
import { endpointKey } from '../endpoint-key';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';

export const REPORT_LOG_KEY = endpointKey(reportsBffRoutes.reportLog);

export function reportLogKey(page: number): string {
  return endpointKey(reportsBffRoutes.reportLog, {}, { page: page > 1 ? page : undefined });
}

export function sharedReportPath(token: string): string {
  return endpointKey(reportsBffRoutes.sharedReport, { token });
}

/** A generated report's rows for the page's query string (lib/rules/report-query). */
export function reportRowsKey(query: string): string {
  return `${endpointKey(reportsBffRoutes.reportRows)}?${query}`;
}

/** The scan history of one plate. */
export function platePath(plate: string): string {
  return endpointKey(reportsBffRoutes.plateReport, { plate });
}
