import { createProviderApp } from './app';
import type { Db } from './db/types';
import { routeTableOf, type RouteTableEntry } from './http/route-access';
import { buildOpenApi } from './openapi';

let table: ReadonlyMap<string, RouteTableEntry> | undefined;

/**
 * The provider's route table without a database: the signed-in calls the app mounts, each with
 * the area and access its route declares (the routes are mounted, never called, so no database
 * is opened). What the OpenAPI document, its linter and the role-table walk read.
 */
export function providerRouteTable(): ReadonlyMap<string, RouteTableEntry> {
  table ??= routeTableOf(createProviderApp({ db: {} as Db }));
  return table;
}

/** The provider's OpenAPI document, as GET /api/openapi.json answers it. */
export const providerOpenApi = () => buildOpenApi(providerRouteTable());
