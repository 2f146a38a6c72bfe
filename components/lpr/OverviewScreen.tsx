'use client';

import { PageHeader } from '@/components/shell/PageHeader';

/** /overview: the organisation's home. Counters, heatmap, map and activity come with the LPR area. */
export function OverviewScreen() {
  return (
    <PageHeader title="Overview" description="Scans and alerts of your organization at a glance." />
  );
}
