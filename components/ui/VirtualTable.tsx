'use client';

import { useRef } from 'react';
import { Table, type TableProps } from './Table';
import { useVirtualRows } from './use-virtual-rows';

export interface VirtualTableProps<T> extends Omit<TableProps<T>, 'visibleRows' | 'scrollRef'> {
  /** The scroll box's height (e.g. '65vh'): rows outside it are not rendered. */
  maxHeight: string;
  /** Every row is exactly this tall (px). */
  rowHeight: number;
}

/**
 * The shared Table for thousands of rows: only the rows in view (plus a few) are in the DOM
 * (components/ui/use-virtual-rows). Same columns and
 * props as Table.
 */
export function VirtualTable<T>({ rowHeight, ...props }: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const visible = useVirtualRows(props.rows.length, rowHeight, scrollRef);
  return <Table {...props} scrollRef={scrollRef} visibleRows={{ ...visible, rowHeight }} />;
}
