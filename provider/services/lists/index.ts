export { CITY_LINES } from './geocoding/cities';
export { searchGazetteer } from './geocoding/gazetteer';
export { lookupAddressOf } from './geocoding/lookup';
export { boundingBox, inGeofence, pointInPolygon } from './geofence-geometry';
export type { LatLngPair } from './geofence-geometry';
export {
  listIn,
  listOrganisation,
  NO_SUCH_LIST,
  NO_SUCH_PLATE,
  plateOrganisation,
} from './list-access';
export { deleteGeofenceOf, getGeofenceOf, saveGeofenceOf } from './list-geofence';
export { chalkStart, chalkWindowMinutes, isAlertResult, matchScan } from './list-matching';
export type { ListEntry, MatchList, MatchResult, Sighting } from './list-matching';
export { matchesLookalikes } from './lookalike-matching';
export type { LookalikeInput, NearEntry } from './lookalike-matching';
export {
  addPlateTo,
  deletePlateOf,
  listPlatesOf,
  paidStatus,
  searchPlatesOf,
  updatePlateOf,
} from './list-plate-rows';
export { replacePlatesOf } from './list-plate-replace';
export { loadMatchLists, matchPlateInDb } from './match-context';
export {
  createListFor,
  deleteListOf,
  deleteTimeLimitOf,
  getListOf,
  getTimeLimitOf,
  listListsFor,
  saveTimeLimitOf,
  updateListOf,
} from './plate-lists';
export { listSimpleListsOf } from './simple-lists';
