import type { Metadata } from 'next';
import { GeofenceScreen } from '@/components/geofence/GeofenceScreen';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { FirstView } from '@/lib/hooks/first-view';
import { geofenceKey, timeLimitRuleKey } from '@/lib/hooks/lists/keys';
import { geofenceParam, loadGeofence } from '@/server/bff/views/geofence';
import { loadTimeLimitRule, ruleParam } from '@/server/bff/views/timelimit';
import { listsRefusals } from '@/server/bff/routes/lists';
import { firstView, parseInput, type PageProps } from '@/server/first-view';
import { mapSettings } from '@/server/settings/map';

export const metadata: Metadata = { title: 'Rule Geofence' };

export default async function TimeLimitGeofencePage({ params }: PageProps) {
  const { uuid } = await params;
  const { tileUrl, attribution } = mapSettings();
  const view = await firstView(
    {
      [timeLimitRuleKey(uuid)]: (who) =>
        loadTimeLimitRule(who, parseInput(ruleParam, { uuid }).uuid),
      [geofenceKey(uuid)]: (who) =>
        loadGeofence(who, parseInput(geofenceParam, { listUuid: uuid }).listUuid),
    },
    listsRefusals,
  );
  return (
    <FirstView value={view}>
      <TimeLimitFrame uuid={uuid} active="geofence">
        <GeofenceScreen key={uuid} listUuid={uuid} tileUrl={tileUrl} attribution={attribution} />
      </TimeLimitFrame>
    </FirstView>
  );
}
