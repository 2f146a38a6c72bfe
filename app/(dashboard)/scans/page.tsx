import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScansScreen } from '@/components/lpr/ScansScreen';
import { ListScreenFallback } from '@/components/lpr/ListScreenFallback';

export const metadata: Metadata = { title: 'Scans' };

export default function ScansPage() {
  return (
    <Suspense fallback={<ListScreenFallback title="Scans" />}>
      <ScansScreen />
    </Suspense>
  );
}
