'use client';

import { useMemo, useState } from 'react';
import { Table, type TableColumn, type TableSort } from '@/components/ui/Table';
import type { TeamMember } from '@/lib/contract/team';
import { formatCount } from '@/lib/format';
import { roleLabelOf } from '@/lib/rules/team/team';
import { MemberStatus } from './MemberStatus';
import { DateText } from '@/components/ui/DateText';

type SortKey =
  'officerId' | 'fullname' | 'email' | 'role' | 'captureCount' | 'lastLogin' | 'createdAt';

const time = (value: string | null) => (value ? Date.parse(value) : 0);

function compare(a: TeamMember, b: TeamMember, key: SortKey): number {
  switch (key) {
    case 'captureCount':
      return a.captureCount - b.captureCount;
    case 'lastLogin':
      return time(a.lastLogin) - time(b.lastLogin);
    case 'createdAt':
      return time(a.createdAt) - time(b.createdAt);
    case 'role':
      return roleLabelOf(a).localeCompare(roleLabelOf(b));
    default:
      return a[key].localeCompare(b[key], 'en', { sensitivity: 'base', numeric: true });
  }
}

export interface MembersTableProps {
  members: TeamMember[];
  loading: boolean;
  onOpen: (member: TeamMember) => void;
}

/** The members of the organisation; a row opens the member dialog. */
export function MembersTable({ members, loading, onOpen }: MembersTableProps) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = useMemo(() => {
    if (!sort) return members;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...members].sort((a, b) => sign * compare(a, b, sort.columnId as SortKey));
  }, [members, sort]);

  const columns: TableColumn<TeamMember>[] = [
    {
      id: 'officerId',
      header: 'Officer ID',
      sortable: true,
      width: '8rem',
      cell: (m) => m.officerId || <span className="text-gray-500">None</span>,
    },
    {
      id: 'fullname',
      header: 'Name',
      sortable: true,
      cell: (m) => <span className="font-medium text-gray-900">{m.fullname}</span>,
    },
    { id: 'email', header: 'Email', sortable: true, cell: (m) => m.email },
    { id: 'role', header: 'Role', sortable: true, cell: (m) => roleLabelOf(m) },
    { id: 'status', header: 'Status', cell: (m) => <MemberStatus isActive={m.isActive} /> },
    {
      id: 'captureCount',
      header: 'Captures',
      sortable: true,
      align: 'right',
      cell: (m) => <span className="tabular-nums">{formatCount(m.captureCount)}</span>,
    },
    {
      id: 'lastLogin',
      header: 'Last login',
      sortable: true,
      cell: (m) => (
        <span className="whitespace-nowrap">
          <DateText value={m.lastLogin} fallback="Never" />
        </span>
      ),
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortable: true,
      cell: (m) => (
        <span className="whitespace-nowrap">
          <DateText value={m.createdAt} />
        </span>
      ),
    },
  ];

  return (
    <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
      <Table
        caption="Team members"
        columns={columns}
        rows={rows}
        getRowId={(m) => m.uuid}
        loading={loading}
        sort={sort}
        onSortChange={setSort}
        onRowClick={onOpen}
        rowLabel={(m) => `Open ${m.fullname}`}
        emptyText="No team members yet."
        maxHeight="70vh"
      />
    </div>
  );
}
