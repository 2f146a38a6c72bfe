'use client';

import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { Button, cn } from '@/components/ui';
import type { ListPlate } from '@/lib/contract/lists';
import { formatDate, formatDateTime } from '@/lib/format';
import { hexSwatch, vehicleText } from '@/lib/rules/plates';
import { PaidStatusChip } from './PaidStatusChip';

export interface PlatesTableProps {
  plates: readonly ListPlate[];
  emptyText: ReactNode;
  loading?: boolean;
  /** Edit and delete per row (absent for integration lists). */
  onEdit?: (plate: ListPlate) => void;
  onDelete?: (plate: ListPlate) => void;
  /** Vendor columns of integration lists. */
  showVendor?: boolean;
  caption: string;
}

const ROW_HEIGHT = 53;
const FIRST_SCREEN = { width: 1200, height: 640 };
const th =
  'sticky top-0 z-10 whitespace-nowrap border-b border-gray-200 bg-gray-50 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';
const td = 'border-b border-gray-100 px-3 py-2 align-middle text-sm text-gray-800';

/**
 * The plates of a list, virtualised (@tanstack/react-virtual): only the rows in view (plus a few)
 * are in the DOM, so 2,500 rows stay light. Spacer rows keep the scroll height.
 */
export function PlatesTable({
  plates,
  emptyText,
  loading = false,
  onEdit,
  onDelete,
  showVendor = false,
  caption,
}: PlatesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: plates.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: FIRST_SCREEN,
    // A box not laid out yet (or a test DOM) measures 0×0: render a first screenful anyway.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.width === 0 && rect.height === 0 ? FIRST_SCREEN : rect),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const padTop = items.length > 0 ? items[0].start : 0;
  const padBottom = items.length > 0 ? total - items[items.length - 1].end : 0;
  const actions = Boolean(onEdit || onDelete);
  const columnCount = 8 + (actions ? 1 : 0) + (showVendor ? 1 : 0);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: 5 }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {Array.from({ length: columnCount }, (_, j) => (
          <td key={j} className={td}>
            <div className="h-4 w-full max-w-32 animate-pulse rounded bg-gray-200" />
          </td>
        ))}
      </tr>
    ));
  } else if (plates.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-gray-600">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = (
      <>
        {padTop > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
          </tr>
        ) : null}
        {items.map((item) => {
          const p = plates[item.index];
          const swatch = hexSwatch(p.labelHex);
          return (
            <tr
              key={p.uuid}
              data-index={item.index}
              aria-rowindex={item.index + 2}
              className="bg-white hover:bg-gray-50"
              style={{ height: ROW_HEIGHT }}
            >
              <td className={cn(td, 'tabular-nums text-gray-600')}>{item.index + 1}</td>
              <td className={cn(td, 'font-mono font-semibold text-gray-900')}>{p.plate}</td>
              <td className={td}>
                <div className="flex items-center gap-2 whitespace-nowrap">
                  <span>{p.expiresAt ? formatDate(p.expiresAt) : 'No expiry'}</span>
                  <PaidStatusChip status={p.paidStatus} />
                </div>
              </td>
              <td className={cn(td, 'max-w-56')}>
                <div className="truncate">{p.name}</div>
                {p.email ? <div className="truncate text-xs text-gray-600">{p.email}</div> : null}
              </td>
              <td className={td}>
                <span className="inline-flex items-center gap-1.5">
                  {swatch ? (
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full ring-1 ring-inset ring-black/10"
                      style={{ backgroundColor: swatch }}
                    />
                  ) : null}
                  {p.label}
                </span>
              </td>
              <td className={td}>{p.label2}</td>
              <td className={td}>{vehicleText(p)}</td>
              {showVendor ? (
                <td className={td}>
                  <div>{p.vendorName}</div>
                  {p.vendorLocationCode ? (
                    <div className="text-xs text-gray-600">
                      {p.vendorLocationCode}
                      {p.vendorLocationDescription ? ` · ${p.vendorLocationDescription}` : ''}
                    </div>
                  ) : null}
                </td>
              ) : null}
              <td className={cn(td, 'whitespace-nowrap')}>{formatDateTime(p.createdAt)}</td>
              {actions ? (
                <td className={cn(td, 'whitespace-nowrap text-right')}>
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
                </td>
              ) : null}
            </tr>
          );
        })}
        {padBottom > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
          </tr>
        ) : null}
      </>
    );
  }

  return (
    // Focusable so keyboard users can scroll the plates (axe scrollable-region-focusable).
    <div
      ref={scrollRef}
      role="region"
      aria-label="List plates"
      tabIndex={0}
      className="relative w-full overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      style={{ maxHeight: '65vh' }}
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm"
        aria-rowcount={plates.length + 1}
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={cn(th, 'w-14')}>
              #
            </th>
            <th scope="col" className={th}>
              Plate
            </th>
            <th scope="col" className={th}>
              Expiry
            </th>
            <th scope="col" className={th}>
              Name / email
            </th>
            <th scope="col" className={th}>
              Label 1
            </th>
            <th scope="col" className={th}>
              Label 2
            </th>
            <th scope="col" className={th}>
              Vehicle
            </th>
            {showVendor ? (
              <th scope="col" className={th}>
                Vendor
              </th>
            ) : null}
            <th scope="col" className={th}>
              Date added
            </th>
            {actions ? (
              <th scope="col" className={th}>
                <span className="sr-only">Edit</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
