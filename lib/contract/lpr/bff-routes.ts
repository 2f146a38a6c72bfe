import { bffRoute, type CallAnswer } from '../define-endpoint';
import type { getAllStats } from './overview';
import type { Scan } from './scans';
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
type ListQuery = { q?: string; page?: number | string; member?: string; list?: string };
type DeleteBody = { uuids: string[] };

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

/** The BFF routes of overview, scans and alerts (plain data: see define-endpoint.ts). */
export const lprBffRoutes = {
  overviewStats: bffRoute<CallAnswer<typeof getAllStats>, undefined, Tz>()({
    id: 'overviewStats',
    area: 'lpr',
    method: 'GET',
    path: '/api/overview/stats',
    access: 'org',
  }),
  overviewHeatmap: bffRoute<HeatmapResponse, undefined, Tz>()({
    id: 'overviewHeatmap',
    area: 'lpr',
    method: 'GET',
    path: '/api/overview/heatmap',
    access: 'org',
  }),
  overviewActivity: bffRoute<ActivityResponse, undefined, Tz>()({
    id: 'overviewActivity',
    area: 'lpr',
    method: 'GET',
    path: '/api/overview/activity',
    access: 'org',
  }),
  listScans: bffRoute<ScanListResponse, undefined, ListQuery>()({
    id: 'bffListScans',
    area: 'lpr',
    method: 'GET',
    path: '/api/scans',
    access: 'org',
  }),
  scanMembers: bffRoute<ScanMembersResponse>()({
    id: 'scanMembers',
    area: 'lpr',
    method: 'GET',
    path: '/api/scans/members',
    access: 'org',
  }),
  plateHistory: bffRoute<PlateHistoryResponse>()({
    id: 'bffPlateHistory',
    area: 'lpr',
    method: 'GET',
    path: '/api/scans/history/:plate',
    access: 'org',
  }),
  deleteScans: bffRoute<DeleteRowsResponse, DeleteBody>()({
    id: 'bffDeleteScans',
    area: 'lpr',
    method: 'POST',
    path: '/api/scans/delete',
    access: 'org',
  }),
  getScan: bffRoute<Scan>()({
    id: 'bffGetScan',
    area: 'lpr',
    method: 'GET',
    path: '/api/scans/:uuid',
    access: 'org',
  }),
  updateScan: bffRoute<Scan, { plate: string }>()({
    id: 'bffUpdateScan',
    area: 'lpr',
    method: 'PUT',
    path: '/api/scans/:uuid',
    access: 'org',
  }),
  deleteScan: bffRoute<DeleteRowsResponse>()({
    id: 'bffDeleteScan',
    area: 'lpr',
    method: 'DELETE',
    path: '/api/scans/:uuid',
    access: 'org',
  }),
  scanImage: bffRoute<Blob>()({
    id: 'bffScanImage',
    area: 'lpr',
    method: 'GET',
    path: '/api/scans/:uuid/image/:kind',
    access: 'org',
    mediaTypes: IMAGE_TYPES,
  }),
  listAlerts: bffRoute<ScanListResponse, undefined, ListQuery>()({
    id: 'bffListAlerts',
    area: 'lpr',
    method: 'GET',
    path: '/api/alerts',
    access: 'org',
  }),
  alertLists: bffRoute<AlertListsResponse>()({
    id: 'alertLists',
    area: 'lpr',
    method: 'GET',
    path: '/api/alerts/lists',
    access: 'org',
  }),
  deleteAlerts: bffRoute<DeleteRowsResponse, DeleteBody>()({
    id: 'bffDeleteAlerts',
    area: 'lpr',
    method: 'POST',
    path: '/api/alerts/delete',
    access: 'org',
  }),
  getAlert: bffRoute<Scan>()({
    id: 'bffGetAlert',
    area: 'lpr',
    method: 'GET',
    path: '/api/alerts/:uuid',
    access: 'org',
  }),
};
