'use client';

import { BackLink } from '@/components/ui/BackLink';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { cn, focusRing } from '@/components/ui/cn';
import { lazyPart } from '@/components/ui/lazy-part';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';

const EditMeterDialog = lazyPart(() => import('./EditMeterDialog').then((m) => m.EditMeterDialog));

/**
 * The frame of /meter/{id}/sessions and /meter/{id}/rates (spec 3 §2): a back arrow to
 * /meter/types, the meter header (zone id, name, description) with Edit, and the side menu
 * (Parking sessions, Rates). Another organisation's meter shows 'No such meter.' only.
 */
export function MeterShell({ uuid, children }: { uuid: string; children: ReactNode }) {
  const pathname = usePathname();
  const { data, error, mutate } = useEndpoint(routes.meterTableMeter, { params: { uuid } });
  const [editing, setEditing] = useState(false);
  const menu = [
    { href: `/meter/${uuid}/sessions`, label: 'Parking sessions' },
    { href: `/meter/${uuid}/rates`, label: 'Rates' },
  ];
  const meter = data?.meter;

  return (
    <div>
      <BackLink href="/meter/types" label="Parking meters" ariaLabel="Back to parking meters" />
      {error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : (
        <>
          <header className="mb-6 flex flex-wrap items-start justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-card">
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold text-brand-700">
                {meter ? `Zone ${meter.zoneId}` : '\u00a0'}
              </p>
              <h1 className="text-xl font-semibold text-gray-900">{meter?.name ?? '\u00a0'}</h1>
              {meter?.description ? (
                <p className="mt-1 max-w-prose text-sm text-gray-600">{meter.description}</p>
              ) : null}
              {meter && meter.firstFreeMin > 0 ? (
                <p className="mt-1 text-sm text-gray-600">
                  First {meter.firstFreeMin} minutes free
                </p>
              ) : null}
            </div>
            <Button variant="secondary" disabled={!meter} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </header>
          <div className="grid gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
            <nav aria-label="Meter">
              <ul className="flex gap-2 lg:flex-col">
                {menu.map((item) => {
                  const current = pathname === item.href;
                  return (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        aria-current={current ? 'page' : undefined}
                        className={cn(
                          'block rounded-md px-3 py-2 text-sm font-medium',
                          current
                            ? 'bg-brand-50 text-brand-800'
                            : 'text-gray-700 hover:bg-gray-100',
                          focusRing,
                        )}
                      >
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="min-w-0">{children}</div>
          </div>
          {meter ? (
            <EditMeterDialog
              open={editing}
              meter={meter}
              onClose={() => setEditing(false)}
              onSaved={(next) => {
                setEditing(false);
                void mutate(next, { revalidate: false });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
