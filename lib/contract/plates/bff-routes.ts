import { routesOf, type CallAnswer } from '../define-endpoint';
import type { getPlateLookalikes } from './lookalikes';
import type { getPlateNow, getPlateTimeline } from './plate360';

type TimelineQuery = { before?: string; limit?: number };
type Tz = { tz?: string };

const route = routesOf('plates');

/** The BFF routes of Plate 360 (plain data: see define-endpoint.ts). */
export const platesBffRoutes = {
  plateNow: route.get<CallAnswer<typeof getPlateNow>>()('bffPlateNow', '/api/plates/:plate', 'org'),
  plateTimeline: route.get<CallAnswer<typeof getPlateTimeline>, TimelineQuery>()(
    'bffPlateTimeline',
    '/api/plates/:plate/timeline',
    'org',
  ),
  plateLookalikes: route.get<CallAnswer<typeof getPlateLookalikes>>()(
    'bffPlateLookalikes',
    '/api/plates/:plate/lookalikes',
    'org',
  ),
  platePdf: route.get<Blob, Tz>()('bffPlatePdf', '/api/plates/:plate/pdf', 'org', {
    mediaTypes: ['application/pdf'],
  }),
};
