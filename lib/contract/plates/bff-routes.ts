import type { LookupReasonParams } from '../../rules/privacy/lookup-reason';
import { routesOf, type CallAnswer } from '../define-endpoint';
import type { getPlateLookalikes } from './lookalikes';
import type { getPlateNow, getPlateTimeline } from './plate360';

/** A plate look-up's reason (issue 30 item 2). */
type Why = LookupReasonParams;
type TimelineQuery = { before?: string; limit?: number } & Why;
type Tz = { tz?: string } & Why;

const route = routesOf('plates');

/** The BFF routes of Plate 360 (plain data: see define-endpoint.ts). */
export const platesBffRoutes = {
  plateNow: route.get<CallAnswer<typeof getPlateNow>, Why>()(
    'bffPlateNow',
    '/api/plates/:plate',
    'org',
  ),
  plateTimeline: route.get<CallAnswer<typeof getPlateTimeline>, TimelineQuery>()(
    'bffPlateTimeline',
    '/api/plates/:plate/timeline',
    'org',
  ),
  plateLookalikes: route.get<CallAnswer<typeof getPlateLookalikes>, Why>()(
    'bffPlateLookalikes',
    '/api/plates/:plate/lookalikes',
    'org',
  ),
  platePdf: route.get<Blob, Tz>()('bffPlatePdf', '/api/plates/:plate/pdf', 'org', {
    mediaTypes: ['application/pdf'],
  }),
};
