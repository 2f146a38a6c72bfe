import type { CallDefinition } from '../define-call';
import {
  listSimpleLists,
  listLists,
  createList,
  updateList,
  deleteList,
  getList,
} from './entities';
import {
  listPlates,
  searchListPlates,
  addPlate,
  updatePlate,
  deletePlate,
  replaceListPlatesStream,
  replaceListPlates,
} from './plates';
import { getIntegrationPlates, getIntegrationInfo, verifyIntegrationPlate } from './integration';
import { getGeofence, saveGeofence, deleteGeofence, lookupAddress } from './geofence';
import { getTimeLimit, saveTimeLimit, deleteTimeLimit } from './time-limit';

export * from './entities';
export * from './plates';
export * from './integration';
export * from './geofence';
export * from './time-limit';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const listCalls: CallDefinition[] = [
  listSimpleLists,
  listLists,
  createList,
  updateList,
  deleteList,
  getList,
  listPlates,
  searchListPlates,
  addPlate,
  updatePlate,
  deletePlate,
  replaceListPlatesStream,
  replaceListPlates,
  getIntegrationPlates,
  getIntegrationInfo,
  verifyIntegrationPlate,
  getGeofence,
  saveGeofence,
  deleteGeofence,
  lookupAddress,
  getTimeLimit,
  saveTimeLimit,
  deleteTimeLimit,
];
