'use client';

import { useState } from 'react';
import type { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import type { useRowSelection } from './use-row-selection';

/** A noun in the singular and the plural ('scan', 'scans'). */
export interface Noun {
  one: string;
  other: string;
}

export interface BulkDeleteOptions {
  /** The BFF route that deletes the posted uuids (POST /api/scans/delete). */
  endpoint: typeof lprBffRoutes.deleteScans | typeof lprBffRoutes.deleteAlerts;
  noun: Noun;
  /** The SWR key of the list without its query ('/api/scans'): its other views are revalidated. */
  listKey: string;
  /** The SWR key of the view shown now (revalidated through `mutate`). */
  viewKey: string;
  selection: ReturnType<typeof useRowSelection>;
  /** Revalidates the view shown now. */
  mutate: () => Promise<unknown>;
}

/** 'scan' or 'scans', by count. */
export function nounFor(noun: Noun, count: number): string {
  return count === 1 ? noun.one : noun.other;
}

/**
 * Deleting the selected rows of a list after a confirmation: whether the confirmation is open and
 * what the delete needs. The delete itself (the POST of the selected uuids, a toast, the
 * revalidation of the list's views) loads with the confirmation (bulk-delete-confirm.tsx).
 */
export function useBulkDelete(options: BulkDeleteOptions) {
  const [confirming, setConfirming] = useState(false);
  return {
    selectedCount: options.selection.selectedIds.size,
    confirming,
    /** Opens the confirmation. */
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    options,
  };
}

export type BulkDelete = ReturnType<typeof useBulkDelete>;
