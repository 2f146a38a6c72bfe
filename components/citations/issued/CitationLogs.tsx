'use client';

import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import { Table, type TableColumn } from '@/components/ui/Table';
import type { CitationLogEntry, VerifyLogEntry } from '@/lib/contract/citations';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationLogLabel } from '@/lib/rules/citations/log-types';

const logColumns: TableColumn<CitationLogEntry>[] = [
  { id: 'at', header: 'Date', cell: (l) => <DateText value={l.createdAt} /> },
  { id: 'type', header: 'Type', cell: (l) => citationLogLabel(l.type) },
  { id: 'note', header: 'Note', cell: (l) => l.note ?? '' },
  { id: 'by', header: 'By', cell: (l) => l.createdByName ?? '' },
];

const verifyColumns: TableColumn<VerifyLogEntry>[] = [
  { id: 'at', header: 'Date', cell: (v) => <DateText value={v.createdAt} /> },
  { id: 'patrol', header: 'Patrol', cell: (v) => v.patrolName ?? '' },
  { id: 'email', header: 'Patrol e-mail', cell: (v) => v.patrolEmail ?? '' },
  { id: 'plate', header: 'Plate', cell: (v) => v.plate },
  { id: 'list', header: 'List', cell: (v) => v.listName ?? '' },
];

/** The citation log and the verify log (spec 3 §2) of a notice. */
export function CitationLogs({ uuid }: { uuid: string }) {
  const { data, isLoading } = useEndpoint(routes.citationActivity, { params: { uuid } });
  return (
    <>
      <Card title="Citation log" padding="none">
        <Table
          caption="Citation log"
          columns={logColumns}
          rows={data?.logs ?? []}
          getRowId={(l) => `${l.createdAt}-${l.type}-${l.note ?? ''}`}
          loading={isLoading && !data}
          density="compact"
          emptyText="No actions yet."
        />
      </Card>
      <Card title="Verify log" padding="none">
        <Table
          caption="Verify log"
          columns={verifyColumns}
          rows={data?.verify ?? []}
          getRowId={(v) => `${v.createdAt}-${v.patrolEmail ?? ''}`}
          loading={isLoading && !data}
          density="compact"
          emptyText="No scans of this plate."
        />
      </Card>
    </>
  );
}
