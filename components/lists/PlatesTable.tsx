'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import type { TableColumn } from '@/components/ui/Table';
import { VirtualTable } from '@/components/ui/VirtualTable';
import type { ListPlate } from '@/lib/contract/lists';
import { hexSwatch, vehicleText } from '@/lib/rules/lists/plate-display';
import { PaidStatusChip } from './PaidStatusChip';
import { DateText } from '@/components/ui/DateText';

export interface PlatesTableProps {
  plates: readonly ListPlate[];
  emptyText: ReactNode;
  loading?: boolean;
  /** Rows expected once loaded (the list's plate count): their height is kept while loading. */
  loadingRows?: number;
  /** Edit and delete per row (absent for integration lists). */
  onEdit?: (plate: ListPlate) => void;
  onDelete?: (plate: ListPlate) => void;
  /** Vendor columns of integration lists. */
  showVendor?: boolean;
  caption: string;
}

const ROW_HEIGHT = 53;
/** Rows keep one height (the virtual rows count on it): cells don't wrap, the table scrolls. */
const NOWRAP = 'whitespace-nowrap';

function LabelCell({ plate }: { plate: ListPlate }) {
  const swatch = hexSwatch(plate.labelHex);
  return (
    <span className="inline-flex items-center gap-1.5">
      {swatch ? (
        <span
          aria-hidden="true"
          className="size-3 rounded-full ring-1 ring-inset ring-black/10"
          style={{ backgroundColor: swatch }}
        />
      ) : null}
      {plate.label}
    </span>
  );
}

/** What every list's plates table shows of a plate. */
const PLATE_COLUMNS: TableColumn<ListPlate>[] = [
  {
    id: 'n',
    header: '#',
    width: '3.5rem',
    className: 'tabular-nums text-gray-600',
    cell: (_, index) => index + 1,
  },
  {
    id: 'plate',
    header: 'Plate',
    className: 'font-mono font-semibold text-gray-900',
    cell: (p) => p.plate,
  },
  {
    id: 'expiry',
    header: 'Expiry',
    cell: (p) => (
      <div className="flex items-center gap-2 whitespace-nowrap">
        <span>{p.expiresAt ? <DateText value={p.expiresAt} dateOnly /> : 'No expiry'}</span>
        <PaidStatusChip status={p.paidStatus} />
      </div>
    ),
  },
  {
    id: 'name',
    header: 'Name / email',
    cell: (p) => (
      <>
        <div className="max-w-56 truncate" title={p.name}>
          {p.name}
        </div>
        {p.email ? (
          <div className="max-w-56 truncate text-xs text-gray-600" title={p.email}>
            {p.email}
          </div>
        ) : null}
      </>
    ),
  },
  { id: 'label', header: 'Label 1', className: NOWRAP, cell: (p) => <LabelCell plate={p} /> },
  { id: 'label2', header: 'Label 2', className: NOWRAP, cell: (p) => p.label2 },
  { id: 'vehicle', header: 'Vehicle', className: NOWRAP, cell: (p) => vehicleText(p) },
];

/** An integration list's vendor, its location code and description. */
const VENDOR_COLUMN: TableColumn<ListPlate> = {
  id: 'vendor',
  header: 'Vendor',
  className: NOWRAP,
  cell: (p) => (
    <>
      <div>{p.vendorName}</div>
      {p.vendorLocationCode ? (
        <div className="text-xs text-gray-600">
          {p.vendorLocationCode}
          {p.vendorLocationDescription ? ` · ${p.vendorLocationDescription}` : ''}
        </div>
      ) : null}
    </>
  ),
};

const CREATED_COLUMN: TableColumn<ListPlate> = {
  id: 'created',
  header: 'Date added',
  className: 'whitespace-nowrap',
  cell: (p) => <DateText value={p.createdAt} />,
};

/** Edit and Delete of a row, as offered. */
function actionsColumn(
  onEdit: PlatesTableProps['onEdit'],
  onDelete: PlatesTableProps['onDelete'],
): TableColumn<ListPlate> {
  return {
    id: 'actions',
    header: 'Edit',
    hideHeader: true,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (p) => (
      <>
        {onEdit ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onEdit(p)}
            aria-label={`Edit plate ${p.plate}`}
          >
            Edit
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger-700"
            onClick={() => onDelete(p)}
            aria-label={`Delete plate ${p.plate}`}
          >
            Delete
          </Button>
        ) : null}
      </>
    ),
  };
}

function columnsFor({
  onEdit,
  onDelete,
  showVendor,
}: Pick<PlatesTableProps, 'onEdit' | 'onDelete' | 'showVendor'>): TableColumn<ListPlate>[] {
  return [
    ...PLATE_COLUMNS,
    ...(showVendor ? [VENDOR_COLUMN] : []),
    CREATED_COLUMN,
    ...(onEdit || onDelete ? [actionsColumn(onEdit, onDelete)] : []),
  ];
}

/**
 * The plates of a list (at most 2,500 come back) in the shared Table with virtual rows: only the
 * rows in view are in the DOM, and the scroll box is a keyboard-focusable 'List plates' region.
 */
export function PlatesTable({
  plates,
  emptyText,
  loading = false,
  loadingRows,
  caption,
  ...actions
}: PlatesTableProps) {
  return (
    <VirtualTable
      columns={columnsFor(actions)}
      rows={plates}
      getRowId={(p) => p.uuid}
      caption={caption}
      regionLabel="List plates"
      emptyText={emptyText}
      loading={loading}
      loadingRows={loadingRows}
      maxHeight="65vh"
      rowHeight={ROW_HEIGHT}
      density="compact"
    />
  );
}
