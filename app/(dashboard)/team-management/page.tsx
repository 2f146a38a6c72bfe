import type { Metadata } from 'next';
import { TeamScreen } from '@/components/team/TeamScreen';

export const metadata: Metadata = { title: 'Team Management' };

export default function TeamManagementPage() {
  return <TeamScreen />;
}
