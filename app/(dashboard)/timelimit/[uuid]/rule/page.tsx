import type { Metadata } from 'next';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { TimeLimitRuleScreen } from '@/components/timelimit/TimeLimitRuleScreen';

export const metadata: Metadata = { title: 'Digital Chalking Rule' };

export default async function TimeLimitRulePage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  return (
    <TimeLimitFrame uuid={uuid} active="rule">
      <TimeLimitRuleScreen key={uuid} uuid={uuid} />
    </TimeLimitFrame>
  );
}
