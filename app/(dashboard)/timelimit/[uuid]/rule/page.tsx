import type { Metadata } from 'next';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { TimeLimitRuleScreen } from '@/components/timelimit/TimeLimitRuleScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Digital Chalking Rule' };

export default async function TimeLimitRulePage({ params }: PageProps) {
  const { uuid } = await params;
  const view = await bffFirstView(endpointUrl(routes.timeLimitRule, { uuid }));
  return (
    <FirstView value={view}>
      <TimeLimitFrame uuid={uuid} active="rule">
        <TimeLimitRuleScreen key={uuid} uuid={uuid} />
      </TimeLimitFrame>
    </FirstView>
  );
}
