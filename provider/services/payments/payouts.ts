import { PAYMENTS_INACTIVE } from '../../../lib/contract';
import type { OrganisationRow } from '../../db/schema';
import { ApiError } from '../../../platform/errors';

/**
 * The one payouts rule of every portal purchase (meter sessions and time-adds, permits,
 * notices): charging an amount above 0 needs the organisation's payouts account activated and
 * active (spec 3 "An amount above 0 needs an active payouts account"). A free purchase (a
 * free permit type, a session within the first free minutes) needs none.
 */
export function requirePaymentsActive(
  org: Pick<OrganisationRow, 'isActivated' | 'isPaymentsActive'>,
  amount: number,
): void {
  if (amount > 0 && !(org.isActivated && org.isPaymentsActive)) {
    throw new ApiError(402, 'PAYMENTS_INACTIVE', PAYMENTS_INACTIVE);
  }
}
