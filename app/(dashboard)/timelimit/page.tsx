import type { Metadata } from 'next';
import { TimeLimitRulesScreen } from '@/components/timelimit/TimeLimitRulesScreen';

export const metadata: Metadata = { title: 'Digital Chalking Rules' };

export default function TimeLimitPage() {
  return <TimeLimitRulesScreen />;
}
