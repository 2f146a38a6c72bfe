'use client';

import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/Toast';
import type { CitationPortalView } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationsMessages as cm } from '@/lib/messages/citations';

export interface PortalDraft {
  isPrivate: boolean;
  header1: string;
  header2: string;
}

const draftOf = (v: CitationPortalView): PortalDraft => ({
  isPrivate: v.isPrivate,
  header1: v.header1 ?? '',
  header2: v.header2 ?? '',
});

/**
 * The violation portal's settings as a form: the saved view, the edited draft (the saved values
 * until something changes), and saving it (a toast says how it went).
 */
export function useViolationPortalForm() {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = useEndpoint(routes.citationPortalSettings);
  const [draft, setDraft] = useState<PortalDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const current = draft ?? (data ? draftOf(data) : null);

  function change(patch: Partial<PortalDraft>) {
    if (current) setDraft({ ...current, ...patch });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!current) return;
    setSaving(true);
    try {
      const saved = await callEndpoint(routes.saveCitationPortalSettings, {
        body: { isPrivate: current.isPrivate, header1: current.header1, header2: current.header2 },
      });
      await mutate(endpointUrl(routes.citationPortalSettings), saved, { revalidate: false });
      setDraft(null);
      toast.show({ message: cm.portalSaved, tone: 'success' });
    } catch (cause) {
      const message = refusalMessage(cause, cm.portalSaveFailed);
      toast.show({ message, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return { data, error, reload, current, change, saving, save };
}
