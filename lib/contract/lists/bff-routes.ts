import { routesOf } from '../define-endpoint';
import type { PlateList } from './entities';
import type { ListPlate } from './plates';
import type {
  AddressLookupResponse,
  CreateListBody,
  GeofenceResponse,
  IntegrationResponse,
  ListPlatesResponse,
  ListsResponse,
  PlateBody,
  PlateSearchResponse,
  TimeLimitMinutesResponse,
  TimeLimitRuleResponse,
  TimeLimitRulesResponse,
  UpdateListBody,
  UploadResponse,
} from './bff';

type Ok = { ok: true };
const CSV = ['text/csv'];

const route = routesOf('lists');

/** The BFF routes of lists, digital chalking rules and geofences (plain data: see define-endpoint.ts). */
export const listsBffRoutes = {
  listLists: route.get<ListsResponse>()('bffListLists', '/api/lists', 'org'),
  createList: route.post<PlateList, CreateListBody>()('bffCreateList', '/api/lists', 'org', {
    status: 201,
  }),
  plateTemplate: route.get<Blob>()('plateCsvTemplate', '/api/lists/template.csv', 'org', {
    mediaTypes: CSV,
    summary: 'The plate upload template: the header row only.',
  }),
  getList: route.get<PlateList>()('bffGetList', '/api/lists/:uuid', 'org'),
  renameList: route.put<PlateList, UpdateListBody>()('bffRenameList', '/api/lists/:uuid', 'org'),
  deleteList: route.delete<Ok>()('bffDeleteList', '/api/lists/:uuid', 'org'),
  listPlates: route.get<ListPlatesResponse>()('bffListPlates', '/api/lists/:uuid/plates', 'org'),
  searchPlates: route.get<PlateSearchResponse, { q: string }>()(
    'bffSearchPlates',
    '/api/lists/:uuid/plates/search',
    'org',
  ),
  addPlate: route.post<ListPlate, PlateBody>()('bffAddPlate', '/api/lists/:uuid/plates', 'org', {
    status: 201,
  }),
  editPlate: route.put<ListPlate, PlateBody>()(
    'bffEditPlate',
    '/api/lists/:uuid/plates/:plateUuid',
    'org',
  ),
  deletePlate: route.delete<Ok>()('bffDeletePlate', '/api/lists/:uuid/plates/:plateUuid', 'org'),
  integration: route.get<IntegrationResponse, { plate?: string }>()(
    'bffIntegration',
    '/api/lists/:uuid/integration',
    'org',
  ),
  uploadPlates: route.post<UploadResponse, FormData>()(
    'uploadPlates',
    '/api/lists/:uuid/upload',
    'org',
    { bodyMediaType: 'multipart/form-data' },
  ),
  downloadPlates: route.get<Blob>()('downloadPlates', '/api/lists/:uuid/plates.csv', 'org', {
    mediaTypes: CSV,
  }),
  timeLimitRules: route.get<TimeLimitRulesResponse>()('timeLimitRules', '/api/timelimit', 'org'),
  createTimeLimitRule: route.post<TimeLimitRuleResponse, { name: string }>()(
    'createTimeLimitRule',
    '/api/timelimit',
    'org',
    { status: 201 },
  ),
  timeLimitRule: route.get<TimeLimitRuleResponse>()('timeLimitRule', '/api/timelimit/:uuid', 'org'),
  saveTimeLimit: route.post<
    TimeLimitMinutesResponse,
    { hours?: number | string | null; minutes?: number | string | null }
  >()('bffSaveTimeLimit', '/api/timelimit/:uuid', 'org'),
  clearTimeLimit: route.delete<TimeLimitMinutesResponse>()(
    'clearTimeLimit',
    '/api/timelimit/:uuid/limit',
    'org',
  ),
  deleteTimeLimitRule: route.delete<Ok>()('deleteTimeLimitRule', '/api/timelimit/:uuid', 'org'),
  addressLookup: route.get<AddressLookupResponse, { address: string }>()(
    'addressLookup',
    '/api/geofence/lookup',
    'org',
  ),
  getGeofence: route.get<GeofenceResponse>()('bffGetGeofence', '/api/geofence/:listUuid', 'org'),
  saveGeofence: route.post<GeofenceResponse, { coords: Array<[number, number]>; zoom?: number }>()(
    'bffSaveGeofence',
    '/api/geofence/:listUuid',
    'org',
  ),
  deleteGeofence: route.delete<GeofenceResponse>()(
    'bffDeleteGeofence',
    '/api/geofence/:listUuid',
    'org',
  ),
};
