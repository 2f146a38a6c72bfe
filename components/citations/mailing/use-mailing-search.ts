'use client';

import { useState } from 'react';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import type { MailingCount } from '@/lib/contract/citations';
import { callEndpoint, failureMessage } from '@/lib/fetcher';

/** The mailing Search: the count it found (until cleared), whether it runs, and why it failed. */
export function useMailingSearch() {
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [found, setFound] = useState<MailingCount | null>(null);

  async function search() {
    setSearching(true);
    setSearchError(null);
    try {
      setFound(await callEndpoint(routes.mailingCount));
    } catch (cause) {
      setSearchError(failureMessage(cause));
    } finally {
      setSearching(false);
    }
  }

  return { searching, searchError, found, search, clear: () => setFound(null) };
}
