import type { Metadata } from 'next';
import { TimeLimitRulesScreen } from '@/components/timelimit/TimeLimitRulesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { TIMELIMIT_RULES_KEY } from '@/lib/hooks/lists/keys';
import { loadTimeLimitRules, listsRefusals } from '@/server/bff/routes/lists';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Digital Chalking Rules' };

export default async function TimeLimitPage() {
  const view = await firstView({ [TIMELIMIT_RULES_KEY]: loadTimeLimitRules }, listsRefusals);
  return (
    <FirstView value={view}>
      <TimeLimitRulesScreen />
    </FirstView>
  );
}
