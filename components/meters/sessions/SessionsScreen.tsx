'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table } from '@/components/ui/Table';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { metersMessages as mm } from '@/lib/messages/meters';
import { sessionsQuery } from '@/lib/rules/meters/sessions';
import { PrevNextPager } from '@/components/ui/PrevNextPager';
import { sessionColumns } from './session-columns';
import { SessionsActions } from './SessionsActions';

const SearchSessionsDialog = lazyPart(() =>
  import('./SearchSessionsDialog').then((m) => m.SearchSessionsDialog),
);
const MeterQrDialog = lazyPart(() => import('./MeterQrDialog').then((m) => m.MeterQrDialog));

export interface SessionsScreenProps {
  /** One meter's sessions, or null for all the organisation's. */
  meterUuid: string | null;
  /** The page from the URL, from 0. */
  page: number;
  /** The plate searched for (upper-cased), if any. */
  plate: string | null;
}

/** Where a session table lives for a page and a plate (page 0 and no plate: bare). */
export function sessionsHref(meterUuid: string | null, page: number, plate?: string | null) {
  const query = new URLSearchParams();
  if (page > 0) query.set('page', String(page));
  if (plate) query.set('plate', plate);
  const base = meterUuid ? `/meter/${meterUuid}/sessions` : '/meter/allsessions';
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * /meter/{id}/sessions ('Meter sessions', with 'Generate QR code' and 'View meter') and
 * /meter/allsessions ('Paid Sessions (All)'), spec 3 §2: newest first, pages from 0 with
 * Previous and Next, and the plate search dialog.
 */
export function SessionsScreen({ meterUuid, page, plate }: SessionsScreenProps) {
  const router = useRouter();
  const meter = meterUuid ? { uuid: meterUuid } : null;
  const { data, error, isLoading, mutate } = useEndpoint(
    meter ? routes.meterSessionsOfMeter : routes.meterSessionsAll,
    { params: meter ?? {}, query: sessionsQuery({ page, plate }) },
    { keepPreviousData: true },
  );
  const info = useEndpoint(routes.meterTableMeter, meter && { params: meter });
  const links = meterUuid ? info.data?.links : undefined;
  const zoneId = meterUuid ? info.data?.meter.zoneId : undefined;
  const [dialog, setDialog] = useState<'search' | 'qr' | null>(null);
  const title = meterUuid ? mm.meterSessions : mm.paidSessionsAll;
  const Heading = meterUuid ? 'h2' : 'h1';

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-lg font-semibold text-gray-900 sm:text-xl">{title}</Heading>
        <SessionsActions
          newSession={meterUuid ? links?.newSession : undefined}
          onQr={() => setDialog('qr')}
          onSearch={() => setDialog('search')}
        />
      </div>
      {plate ? (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          Sessions of plate <span className="font-mono font-semibold">{plate}</span>
          <Button variant="ghost" size="sm" onClick={() => router.push(sessionsHref(meterUuid, 0))}>
            Clear search
          </Button>
        </p>
      ) : null}
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <div className="space-y-4">
          <Table
            caption={plate ? `${title}: plate ${plate}` : title}
            columns={sessionColumns(meterUuid === null, data?.receiptRoot ?? null)}
            rows={data?.sessions ?? []}
            getRowId={(s) => s.uuid}
            loading={isLoading && !data}
            density="compact"
            emptyText={plate ? mm.noSessionsForPlate : mm.noSessions}
          />
          <PrevNextPager
            label={title}
            page={page}
            hasNext={Boolean(data?.hasNext)}
            onPage={(next) => router.push(sessionsHref(meterUuid, next, plate))}
          />
        </div>
      )}
      <SearchSessionsDialog
        open={dialog === 'search'}
        initial={plate ?? ''}
        onClose={() => setDialog(null)}
        onSearch={(term) => {
          setDialog(null);
          router.push(sessionsHref(meterUuid, 0, term));
        }}
      />
      {meterUuid && links?.newSession && zoneId ? (
        <MeterQrDialog
          open={dialog === 'qr'}
          onClose={() => setDialog(null)}
          target={links.newSession}
          zoneId={zoneId}
          signUrl={endpointUrl(routes.meterTableSign, { uuid: meterUuid })}
        />
      ) : null}
    </>
  );
}
