import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { FirstView } from '@/lib/hooks/first-view';
import { listKey, timeLimitRuleKey } from '@/lib/hooks/lists/keys';
import { listParam, loadList } from '@/server/bff/views/lists';
import { loadTimeLimitRule, ruleParam } from '@/server/bff/views/timelimit';
import { listsRefusals } from '@/server/bff/routes/lists';
import { firstView, parseInput } from '@/server/first-view';

export const metadata: Metadata = { title: 'Rule Plates' };

export default async function TimeLimitPlatesPage({
  params,
}: {
  params: Promise<{ uuid: string }>;
}) {
  const { uuid } = await params;
  const view = await firstView(
    {
      [listKey(uuid)]: (who) => loadList(who, parseInput(listParam, { uuid }).uuid),
      [timeLimitRuleKey(uuid)]: (who) =>
        loadTimeLimitRule(who, parseInput(ruleParam, { uuid }).uuid),
    },
    listsRefusals,
  );
  return (
    <FirstView value={view}>
      <TimeLimitFrame uuid={uuid} active="plates" tabsOnly>
        <ListPlatesScreen
          key={uuid}
          listUuid={uuid}
          backHref="/timelimit"
          backLabel="Digital Chalking Rules"
        />
      </TimeLimitFrame>
    </FirstView>
  );
}
