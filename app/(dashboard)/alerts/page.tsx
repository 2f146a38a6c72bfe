import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AlertsScreen } from '@/components/lpr/AlertsScreen';
import { ListScreenFallback } from '@/components/lpr/ListScreenFallback';

export const metadata: Metadata = { title: 'Alerts' };

export default function AlertsPage() {
  return (
    <Suspense fallback={<ListScreenFallback title="Alerts" />}>
      <AlertsScreen />
    </Suspense>
  );
}
