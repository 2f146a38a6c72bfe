import type { ReactNode } from 'react';
import { MeterShell } from '@/components/meters/shell/MeterShell';
import { FirstView } from '@/lib/hooks/first-view';
import { meterInfoKey } from '@/lib/hooks/meters/meters-keys';
import { coreRefusals, withRefusals } from '@/server/bff/errors';
import { meterTableRefusals } from '@/server/bff/routes/meters';
import { loadMeterInfo } from '@/server/bff/views/meters/meters';
import { pageOrigin } from '@/server/bff/views/permits/products';
import { firstView } from '@/server/first-view';

/** /meter/{id}/…: the meter's header, back arrow and side menu around its sessions and rates. */
export default async function MeterLayout({
  params,
  children,
}: {
  params: Promise<{ id: string }>;
  children: ReactNode;
}) {
  const { id } = await params;
  const origin = await pageOrigin();
  const view = await firstView(
    { [meterInfoKey(id)]: (who) => loadMeterInfo(who, id, origin) },
    withRefusals(coreRefusals, meterTableRefusals),
  );
  return (
    <FirstView value={view}>
      <MeterShell uuid={id}>{children}</MeterShell>
    </FirstView>
  );
}
