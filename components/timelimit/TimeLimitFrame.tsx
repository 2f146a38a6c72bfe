'use client';

import { BackLink } from '@/components/ui/BackLink';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Tabs } from '@/components/ui/Tabs';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';

export type TimeLimitTab = 'rule' | 'plates' | 'geofence';

export interface TimeLimitFrameProps {
  uuid: string;
  active: TimeLimitTab;
  children: ReactNode;
  /** Without its own back link and heading (the plates screen has its own). */
  tabsOnly?: boolean;
}

/** The frame of one digital chalking rule: back link, its name, tabs Rule / Plates / Geofence. */
export function TimeLimitFrame({ uuid, active, children, tabsOnly = false }: TimeLimitFrameProps) {
  const { data } = useEndpoint(routes.timeLimitRule, { params: { uuid } });
  const base = `/timelimit/${encodeURIComponent(uuid)}`;
  const tabs: { id: TimeLimitTab; label: string }[] = [
    { id: 'rule', label: 'Rule' },
    { id: 'plates', label: 'Plates' },
    { id: 'geofence', label: 'Geofence' },
  ];
  return (
    <>
      {tabsOnly ? null : (
        <>
          <BackLink href="/timelimit" label="Digital Chalking Rules" />
          <PageHeader title={data?.rule.name ?? 'Digital chalking rule'} className="mb-2" />
        </>
      )}
      <Tabs
        ariaLabel="Rule sections"
        className="mb-4 border-b border-gray-200"
        items={tabs.map((t) => ({
          id: t.id,
          label: t.label,
          href: `${base}/${t.id}`,
          active: t.id === active,
        }))}
      />
      {children}
    </>
  );
}
