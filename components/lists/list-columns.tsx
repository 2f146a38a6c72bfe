import type { TableColumn } from '@/components/ui/Table';
import { DateText } from '@/components/ui/DateText';
import type { PlateList } from '@/lib/contract/lists';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { formatCount } from '@/lib/format';
import { LIST_TYPE_LABEL } from './list-types';

export type ListSortKey = 'name' | 'plateCount' | 'type' | 'createdBy' | 'createdAt';

/** How two lists compare on a sortable column. */
export function compareLists(a: PlateList, b: PlateList, key: ListSortKey): number {
  switch (key) {
    case 'plateCount':
      return a.plateCount - b.plateCount;
    case 'createdAt':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    case 'type':
      return LIST_TYPE_LABEL[a.type].localeCompare(LIST_TYPE_LABEL[b.type]);
    default:
      return a[key].localeCompare(b[key], 'en', { sensitivity: 'base' });
  }
}

/** The /lists table's columns: name, plate count, type, created by and on, all sortable. */
export const LIST_COLUMNS: TableColumn<PlateList>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (l) => <span className="font-medium text-gray-900">{l.name}</span>,
  },
  {
    id: 'plateCount',
    header: 'Plate count',
    sortable: true,
    align: 'right',
    width: '12rem',
    // An integration list's plates are the vendor's live sessions: say so, as its detail does.
    cell: (l) =>
      l.type === LIST_TYPE.integration ? (
        <span className="tabular-nums">
          {formatCount(l.plateCount)} <span className="text-xs text-gray-500">from the vendor</span>
        </span>
      ) : (
        <span className="tabular-nums">{formatCount(l.plateCount)}</span>
      ),
  },
  {
    id: 'type',
    header: 'Type',
    sortable: true,
    width: '9rem',
    cell: (l) => LIST_TYPE_LABEL[l.type],
  },
  { id: 'createdBy', header: 'Created by', sortable: true, cell: (l) => l.createdBy },
  {
    id: 'createdAt',
    header: 'Created on',
    sortable: true,
    cell: (l) => (
      <span className="whitespace-nowrap">
        <DateText value={l.createdAt} />
      </span>
    ),
  },
];
