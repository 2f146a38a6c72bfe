import type { LookupReasonParams } from '../../rules/privacy/lookup-reason';
import { routesOf, type CallAnswer } from '../define-endpoint';
import type { getAllStats } from './overview';
import type { Scan } from './scans';
import type { ScanEvidence, ScanVerification } from './evidence';
import type { ScanCitationCheck, ScanCitationIssued, ScanCitationRequest } from '../citations';
import type {
  ActivityResponse,
  AlertListsResponse,
  DeleteRowsResponse,
  HeatmapResponse,
  PlateHistoryResponse,
  ScanListResponse,
  ScanMembersResponse,
} from './bff';

type Tz = { tz?: string };
/** A plate look-up's reason (issue 30 item 2). */
type Why = LookupReasonParams;
type ListQuery = { q?: string; page?: number | string; member?: string; list?: string } & Why;
type DeleteBody = { uuids: string[] };

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

const route = routesOf('lpr');

/** The BFF routes of overview, scans and alerts (plain data: see define-endpoint.ts). */
export const lprBffRoutes = {
  overviewStats: route.get<CallAnswer<typeof getAllStats>, Tz>()(
    'overviewStats',
    '/api/overview/stats',
    'org',
  ),
  overviewHeatmap: route.get<HeatmapResponse, Tz>()(
    'overviewHeatmap',
    '/api/overview/heatmap',
    'org',
  ),
  overviewActivity: route.get<ActivityResponse, Tz>()(
    'overviewActivity',
    '/api/overview/activity',
    'org',
  ),
  listScans: route.get<ScanListResponse, ListQuery>()('bffListScans', '/api/scans', 'org'),
  scanMembers: route.get<ScanMembersResponse>()('scanMembers', '/api/scans/members', 'org'),
  plateHistory: route.get<PlateHistoryResponse, Why>()(
    'bffPlateHistory',
    '/api/scans/history/:plate',
    'org',
  ),
  deleteScans: route.post<DeleteRowsResponse, DeleteBody>()(
    'bffDeleteScans',
    '/api/scans/delete',
    'org',
  ),
  getScan: route.get<Scan, Why>()('bffGetScan', '/api/scans/:uuid', 'org'),
  updateScan: route.put<Scan, { plate: string }>()('bffUpdateScan', '/api/scans/:uuid', 'org'),
  deleteScan: route.delete<DeleteRowsResponse>()('bffDeleteScan', '/api/scans/:uuid', 'org'),
  scanImage: route.get<Blob>()('bffScanImage', '/api/scans/:uuid/image/:kind', 'org', {
    mediaTypes: IMAGE_TYPES,
  }),
  listAlerts: route.get<ScanListResponse, ListQuery>()('bffListAlerts', '/api/alerts', 'org'),
  alertLists: route.get<AlertListsResponse>()('alertLists', '/api/alerts/lists', 'org'),
  deleteAlerts: route.post<DeleteRowsResponse, DeleteBody>()(
    'bffDeleteAlerts',
    '/api/alerts/delete',
    'org',
  ),
  /** Server-sent events of new alerts (lib/contract/lpr/constants.ts); before :uuid. */
  alertStream: route.get<string>()('alertStream', '/api/alerts/stream', 'org', {
    mediaTypes: ['text/event-stream'],
  }),
  getAlert: route.get<Scan, Why>()('bffGetAlert', '/api/alerts/:uuid', 'org'),
  // A scan or an alert becomes a citation (issue 29 item 2): the form's data, then the issue.
  scanCitationForm: route.get<ScanCitationCheck>()(
    'scanCitationForm',
    '/api/scans/:uuid/citation',
    'org',
  ),
  issueScanCitation: route.post<ScanCitationIssued, ScanCitationRequest>()(
    'bffIssueScanCitation',
    '/api/scans/:uuid/citation',
    'org',
    { status: 201 },
  ),
  // The read as the camera made it, its correction and evidence digests (issue 30 item 4).
  scanEvidence: route.get<ScanEvidence>()('bffScanEvidence', '/api/scans/:uuid/evidence', 'org'),
  verifyScanEvidence: route.post<ScanVerification>()(
    'bffVerifyScanEvidence',
    '/api/scans/:uuid/evidence/verify',
    'org',
  ),
};
