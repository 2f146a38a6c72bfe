import type { Metadata } from 'next';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { TimeLimitRuleScreen } from '@/components/timelimit/TimeLimitRuleScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { timeLimitRuleKey } from '@/lib/hooks/lists/keys';
import { loadTimeLimitRule, ruleParam } from '@/server/bff/views/timelimit';
import { listsRefusals } from '@/server/bff/routes/lists';
import { firstView, parseInput, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Digital Chalking Rule' };

export default async function TimeLimitRulePage({ params }: PageProps) {
  const { uuid } = await params;
  const view = await firstView(
    {
      [timeLimitRuleKey(uuid)]: (who) =>
        loadTimeLimitRule(who, parseInput(ruleParam, { uuid }).uuid),
    },
    listsRefusals,
  );
  return (
    <FirstView value={view}>
      <TimeLimitFrame uuid={uuid} active="rule">
        <TimeLimitRuleScreen key={uuid} uuid={uuid} />
      </TimeLimitFrame>
    </FirstView>
  );
}
