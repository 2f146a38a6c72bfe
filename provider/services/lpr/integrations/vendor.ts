import type { ListRow } from '../../../db/schema';

/** A pay-by-plate parking session as a vendor reports it. */
export interface VendorSession {
  plate: string;
  startedAt: Date;
  expiresAt: Date;
  locationCode: string;
  locationDescription: string;
}

export interface VendorLocation {
  locationCode: string;
  description: string;
}

/**
 * A parking vendor behind integration lists (type 4, lists.integration_entity = key). A real
 * vendor implements the same interface over its API and is registered in integrations/index.ts.
 */
export interface IntegrationVendor {
  /** lists.integration_entity, e.g. 'parkmobile'. */
  key: string;
  /** Display name, e.g. 'ParkMobile'. */
  name: string;
  locations(list: ListRow): Promise<VendorLocation[]>;
  /** Sessions active around `now` (recently expired ones included). */
  sessions(list: ListRow, now: Date): Promise<VendorSession[]>;
  /** Sessions of one plate (check-each lists). */
  verifyPlate(list: ListRow, plate: string, now: Date): Promise<VendorSession[]>;
}
