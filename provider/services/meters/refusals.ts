import { METER_REFUSAL } from '../../../lib/contract';
import { metersMessages } from '../../../lib/messages/meters';
import { ApiError } from '../../../platform/errors';

/** The meter portal's refusals, each with its own code (lib/contract/meters/refusals.ts). */
export const meterRefusal = {
  tooLong: () => new ApiError(400, METER_REFUSAL.tooLong, metersMessages.meterTooLong),
  lengthNotSold: () =>
    new ApiError(400, METER_REFUSAL.lengthNotSold, metersMessages.meterLengthNotSold),
  pastPaidHours: () =>
    new ApiError(400, METER_REFUSAL.pastPaidHours, metersMessages.meterPastPaidHours),
  inactive: () => new ApiError(409, METER_REFUSAL.inactive, metersMessages.meterInactiveNow),
  sessionEnded: () => new ApiError(409, METER_REFUSAL.sessionEnded, metersMessages.sessionEnded),
};
