'use client';

import { useCallback, useState } from 'react';

const EMPTY: ReadonlySet<string> = new Set();

/** Selected row ids that belong to one view: changing the view (page, filter) clears them. */
export function useRowSelection(viewKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: viewKey,
    ids: EMPTY,
  });
  const selectedIds = state.key === viewKey ? state.ids : EMPTY;
  const onChange = useCallback(
    (next: Set<string>) => setState({ key: viewKey, ids: next }),
    [viewKey],
  );
  const clear = useCallback(() => setState({ key: viewKey, ids: EMPTY }), [viewKey]);
  return { selectedIds, onChange, clear };
}
