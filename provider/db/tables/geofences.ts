import { doublePrecision, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { lists } from './lists';

/** [latitude, longitude] */
export type LatLng = [number, number];

/** The polygon a list applies in (one per list), with its bounding box for a quick prefilter. */
export const geofences = pgTable('geofences', {
  listUuid: uuid('list_uuid')
    .primaryKey()
    .references(() => lists.uuid, { onDelete: 'cascade' }),
  /** Map view the polygon was drawn at. */
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  zoom: doublePrecision('zoom').notNull(),
  coords: jsonb('coords').$type<LatLng[]>().notNull(),
  latMin: doublePrecision('lat_min').notNull(),
  latMax: doublePrecision('lat_max').notNull(),
  lngMin: doublePrecision('lng_min').notNull(),
  lngMax: doublePrecision('lng_max').notNull(),
});

export type GeofenceRow = typeof geofences.$inferSelect;
