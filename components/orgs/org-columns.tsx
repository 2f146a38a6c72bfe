'use client';

import { useMemo } from 'react';
import { LazyMenu as Menu } from '@/components/ui/LazyMenu';
import { Spinner } from '@/components/ui/Spinner';
import type { TableColumn } from '@/components/ui/Table';
import { DotsIcon } from '@/components/ui/icons';
import type { Organisation } from '@/lib/contract/orgs';
import { formatCount } from '@/lib/format';

export interface OrgColumnsOptions {
  currentOrgUuid: string | null;
  /** The organisation being opened (its row shows a spinner). */
  selecting: string | null;
  /** Parking-only users see no scan or member counts. */
  isParkingOnly: boolean;
  onRename: (org: Organisation) => void;
  onTimeZone: (org: Organisation) => void;
  onDelete: (org: Organisation) => void;
}

function nameColumn(currentOrgUuid: string | null, selecting: string | null) {
  return {
    id: 'name',
    header: 'Name',
    cell: (org) => (
      <span className="flex items-center gap-2">
        <span className="font-medium text-gray-900">{org.name}</span>
        {org.uuid === currentOrgUuid ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            Current
          </span>
        ) : null}
        {selecting === org.uuid ? (
          <Spinner size="sm" label="Opening" className="text-brand-600" />
        ) : null}
      </span>
    ),
  } satisfies TableColumn<Organisation>;
}

function actionsColumn({ onRename, onTimeZone, onDelete }: OrgColumnsOptions) {
  return {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    width: '4rem',
    cell: (org) => (
      <Menu
        trigger={<DotsIcon className="size-4" />}
        triggerLabel={`Actions for ${org.name}`}
        triggerClassName="size-8 justify-center text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        widthClassName="w-40"
        items={[
          { kind: 'action', label: 'Rename', onSelect: () => onRename(org) },
          { kind: 'action', label: 'Time zone', onSelect: () => onTimeZone(org) },
          { kind: 'action', label: 'Delete', danger: true, onSelect: () => onDelete(org) },
        ]}
      />
    ),
  } satisfies TableColumn<Organisation>;
}

/** The organisations table's columns: name, seats, time zone, (scans, members), actions. */
export function orgColumns(options: OrgColumnsOptions): TableColumn<Organisation>[] {
  const counts: TableColumn<Organisation>[] = options.isParkingOnly
    ? []
    : [
        {
          id: 'scans',
          header: 'Scans',
          align: 'right',
          width: '8rem',
          cell: (org) => formatCount(org.totalCount),
        },
        {
          id: 'members',
          header: 'Members',
          align: 'right',
          width: '8rem',
          cell: (org) => formatCount(org.orgMembers),
        },
      ];
  return [
    nameColumn(options.currentOrgUuid, options.selecting),
    {
      id: 'seats',
      header: 'Paid seats',
      align: 'right',
      width: '8rem',
      cell: (org) => formatCount(org.paidSeatCount),
    },
    {
      id: 'timeZone',
      header: 'Time zone',
      width: '12rem',
      cell: (org) => org.timeZone.replaceAll('_', ' '),
    },
    ...counts,
    actionsColumn(options),
  ];
}

/** orgColumns, rebuilt only when what they show or their handlers change. */
export function useOrgColumns({
  currentOrgUuid,
  selecting,
  isParkingOnly,
  onRename,
  onTimeZone,
  onDelete,
}: OrgColumnsOptions): TableColumn<Organisation>[] {
  return useMemo(
    () => orgColumns({ currentOrgUuid, selecting, isParkingOnly, onRename, onTimeZone, onDelete }),
    [currentOrgUuid, selecting, isParkingOnly, onRename, onTimeZone, onDelete],
  );
}
