import type { ReactNode } from 'react';
import { MeterShell } from '@/components/meters/shell/MeterShell';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

/** /meter/{id}/…: the meter's header, back arrow and side menu around its sessions and rates. */
export default async function MeterLayout({
  params,
  children,
}: {
  params: Promise<{ id: string }>;
  children: ReactNode;
}) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.meterTableMeter, { uuid: id }));
  return (
    <FirstView value={view}>
      <MeterShell uuid={id}>{children}</MeterShell>
    </FirstView>
  );
}
