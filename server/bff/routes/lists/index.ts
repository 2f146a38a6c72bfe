import { messages } from '@/lib/messages';
import { bffArea } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS } from '../../errors';
import { geofenceEndpoints } from './geofence';
import { listsEndpoints } from './lists';
import { timeLimitEndpoints } from './timelimit';

export { PLATE_CSV_TOO_LARGE } from './plates-csv';

/** Lists, digital chalking rules and geofences: a failed call reads 'An error has occurred…' (spec 1 §8, list or upload failure). */
export const listsArea = bffArea(
  { [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.listFailed } },
  listsEndpoints,
  timeLimitEndpoints,
  geofenceEndpoints,
);
