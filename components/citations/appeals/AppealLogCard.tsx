import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import { Table, type TableColumn } from '@/components/ui/Table';
import type { AppealDetailResponse } from '@/lib/contract/citations/bff';
import { citationLogLabel } from '@/lib/rules/citations/log-types';

type Log = AppealDetailResponse['logs'][number];
const logColumns: TableColumn<Log>[] = [
  {
    id: 'createdAt',
    header: 'Date',
    cell: (l) => (
      <span className="block min-w-[6.5rem]">
        <DateText value={l.createdAt} />
      </span>
    ),
  },
  { id: 'type', header: 'Type', cell: (l) => citationLogLabel(l.type) },
  {
    id: 'note',
    header: 'Note',
    cell: (l) => <span className="whitespace-pre-line break-words">{l.note ?? ''}</span>,
  },
  { id: 'by', header: 'By', cell: (l) => l.createdByName ?? '' },
];

/** The citation's log trail under its appeal. */
export function AppealLogCard({ logs }: { logs: Log[] }) {
  return (
    <Card title="Log" padding="none">
      <Table
        caption="The citation's log"
        columns={logColumns}
        rows={logs}
        getRowId={(l) => `${l.createdAt}-${l.type}-${l.note ?? ''}`}
        density="compact"
        emptyText="No log entries."
      />
    </Card>
  );
}
