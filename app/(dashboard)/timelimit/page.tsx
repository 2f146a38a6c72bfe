import type { Metadata } from 'next';
import { TimeLimitRulesScreen } from '@/components/timelimit/TimeLimitRulesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Digital Chalking Rules' };

export default async function TimeLimitPage() {
  const view = await bffFirstView(endpointUrl(routes.timeLimitRules));
  return (
    <FirstView value={view}>
      <TimeLimitRulesScreen />
    </FirstView>
  );
}
