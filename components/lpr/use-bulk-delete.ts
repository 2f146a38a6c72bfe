'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/Toast';
import type { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { formatCount } from '@/lib/format';
import { coreMessages } from '@/lib/messages/core';
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
 * Deleting the selected rows of a list after a confirmation: the open/busy/error state of the
 * confirmation, the POST of the selected uuids, a toast, and the revalidation of the list's views.
 */
export function useBulkDelete({
  endpoint,
  noun,
  listKey,
  viewKey,
  selection,
  mutate,
}: BulkDeleteOptions) {
  const toast = useToast();
  const { mutate: mutateAll } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      const result = await callEndpoint(endpoint, {
        body: { uuids: [...selection.selectedIds] },
      });
      selection.clear();
      setConfirming(false);
      toast.show({
        tone: 'success',
        message: `${formatCount(result.deleted)} ${nounFor(noun, result.deleted)} deleted.`,
      });
      await Promise.all([
        mutate(),
        mutateAll((k) => typeof k === 'string' && k.startsWith(`${listKey}?`) && k !== viewKey),
      ]);
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : coreMessages.serverError);
    } finally {
      setDeleting(false);
    }
  }

  return {
    selectedCount: selection.selectedIds.size,
    confirming,
    deleting,
    error,
    /** Opens the confirmation. */
    ask() {
      setError(null);
      setConfirming(true);
    },
    cancel: () => setConfirming(false),
    confirm,
  };
}

export type BulkDelete = ReturnType<typeof useBulkDelete>;
