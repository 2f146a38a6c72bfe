import type { Metadata } from 'next';
import { ViolationSettingsScreen } from '@/components/citations/settings/ViolationSettingsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { VIOLATION_SETTINGS_KEY } from '@/lib/hooks/citations/settings-keys';
import { violationSettingsRefusals } from '@/server/bff/routes/citations';
import { loadViolationSettings } from '@/server/bff/views/citations/settings';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Violation Settings' };

export default async function ViolationSettingsPage() {
  const view = await firstView(
    { [VIOLATION_SETTINGS_KEY]: loadViolationSettings },
    violationSettingsRefusals,
  );
  return (
    <FirstView value={view}>
      <ViolationSettingsScreen />
    </FirstView>
  );
}
