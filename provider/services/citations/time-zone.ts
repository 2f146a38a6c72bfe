import type { DbOrTx } from '../../db/types';
import { organisationTimeZone } from '../orgs';

/**
 * The zone a citation's late days are counted in, on every tier (staff list and detail, stats'
 * payable count, portal notice and payment, mailing count, violation report): its
 * organisation's. The browser's zone sent with staff calls only places the stats' "today" and
 * "this month" windows.
 */
export const citationTimeZone = (db: DbOrTx, entityUuid: string): Promise<string> =>
  organisationTimeZone(db, entityUuid);
