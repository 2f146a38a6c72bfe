import type { ScanReportRow } from '@/lib/contract/reports';
import { zonedDateTime } from '@/lib/format';
import type { ReportDefinition } from '../report-definition';

const percent = (n: number) => `${Math.round(n * 100)}%`;
const coord = (n: number) => n.toFixed(6);

/** LPR Scans: the spec's scan report row. */
export const scanReport: ReportDefinition<ScanReportRow> = {
  type: 'scans',
  label: 'LPR Scans',
  logType: 'WEB_CSV',
  csvColumns: [
    { header: 'capturedAt', value: (r) => r.capturedAt },
    { header: 'plate', value: (r) => r.plate },
    { header: 'confidence', value: (r) => r.confidence },
    { header: 'fullname', value: (r) => r.fullname },
    { header: 'userEmail', value: (r) => r.userEmail },
    { header: 'listName', value: (r) => r.listName },
    { header: 'alertMessage', value: (r) => r.alertMessage },
    { header: 'latitude', value: (r) => r.latitude },
    { header: 'longitude', value: (r) => r.longitude },
    { header: 'imgURL', value: (r) => r.imgURL },
    { header: 'fullImageURL', value: (r) => r.fullImageURL },
  ],
  columns: [
    {
      id: 'capturedAt',
      header: 'Date',
      width: 1.5,
      align: 'left',
      text: (r, f) => zonedDateTime(r.capturedAt, f.timeZone),
    },
    { id: 'plate', header: 'Plate', width: 0.9, align: 'left', text: (r) => r.plate },
    {
      id: 'confidence',
      header: 'Confidence',
      width: 0.95,
      align: 'right',
      text: (r) => percent(r.confidence),
    },
    { id: 'fullname', header: 'Scanned by', width: 1.2, align: 'left', text: (r) => r.fullname },
    { id: 'userEmail', header: 'Email', width: 1.6, align: 'left', text: (r) => r.userEmail },
    {
      id: 'listName',
      header: 'List',
      width: 1.5,
      align: 'left',
      wrap: true,
      text: (r) => r.listName,
    },
    {
      id: 'alertMessage',
      header: 'Alert',
      width: 1.95,
      align: 'left',
      wrap: true,
      text: (r) => r.alertMessage,
    },
    {
      id: 'latitude',
      header: 'Latitude',
      width: 0.85,
      align: 'right',
      text: (r) => coord(r.latitude),
    },
    {
      id: 'longitude',
      header: 'Longitude',
      width: 0.85,
      align: 'right',
      text: (r) => coord(r.longitude),
    },
  ],
  orientation: 'landscape',
};
