'use client';

import { useState } from 'react';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { canIssueFromScan } from '@/lib/rules/citations/scan-citation';

const once = { ...retryOnlyServerFailures, revalidateOnFocus: false };

/**
 * "Issue citation" of the scan detail (issue 29 item 2): whether its dialog is open, and `start`
 * only for the roles the provider lets issue (patrols issue from the patrol app).
 */
export function useIssueCitation() {
  const [open, setOpen] = useState(false);
  const { data: session } = useEndpoint(authBffRoutes.getSession, {}, once);
  const allowed = canIssueFromScan(session?.org?.role);
  return {
    open,
    start: allowed ? () => setOpen(true) : undefined,
    close: () => setOpen(false),
  };
}
