'use client';

import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { inputClasses } from '@/components/ui/TextInput';
import { useToast } from '@/components/ui/Toast';
import type { CitationPortalView } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { PortalQrCode } from './PortalQrCode';

interface Draft {
  isPrivate: boolean;
  header1: string;
  header2: string;
}

const draftOf = (v: CitationPortalView): Draft => ({
  isPrivate: v.isPrivate,
  header1: v.header1 ?? '',
  header2: v.header2 ?? '',
});

/**
 * The violation portal's own settings (spec 3 §2 Portal branding): private mode and the header
 * texts header1/header2, empty for their defaults (the notice text with the brand title; the
 * payment instruction with the portal address, a QR code and no cash payments), with a preview.
 */
export function ViolationPortalCard() {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = useEndpoint(routes.citationPortalSettings);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const privateId = useId();

  if (error && !data) {
    return <RetryAlert onRetry={() => void reload()}>{error.message}</RetryAlert>;
  }
  if (!data) return null;
  const current = draft ?? draftOf(data);
  const change = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });
  const shown1 = current.header1.trim() || data.defaults.header1;
  const shown2 = current.header2.trim() || data.defaults.header2;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await callEndpoint(r.saveCitationPortalSettings, {
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

  return (
    <Card title="Violation portal" headingLevel={2}>
      <form className="flex flex-col gap-4" onSubmit={(e) => void save(e)} noValidate>
        <div className="flex items-start gap-2">
          <input
            id={privateId}
            type="checkbox"
            className="mt-0.5 size-4 rounded border-gray-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            checked={current.isPrivate}
            aria-describedby={`${privateId}-hint`}
            onChange={(e) => change({ isPrivate: e.target.checked })}
          />
          <div className="text-sm">
            <label htmlFor={privateId} className="font-medium text-gray-900">
              Private mode
            </label>
            <p id={`${privateId}-hint`} className="text-gray-600">
              Nothing is listed on the portal; violators look up their notice by its number and
              plate.
            </p>
          </div>
        </div>
        <FormField label="Header 1" hint="Empty: the default notice text below.">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={500}
              className={`${inputClasses} h-auto py-2`}
              value={current.header1}
              placeholder={data.defaults.header1}
              onChange={(e) => change({ header1: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Header 2" hint="Empty: the default payment instruction below.">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={500}
              className={`${inputClasses} h-auto py-2`}
              value={current.header2}
              placeholder={data.defaults.header2}
              onChange={(e) => change({ header2: e.target.value })}
            />
          )}
        </FormField>
        <figure className="rounded-md border border-gray-200 bg-gray-50 p-3">
          <figcaption className="text-xs font-medium text-gray-700">
            Preview: the notice page&apos;s header
          </figcaption>
          <p className="mt-2 text-sm font-semibold text-gray-900">{shown1}</p>
          <div className="mt-2 flex items-start gap-3">
            {data.portalRoot && !current.header2.trim() ? (
              <PortalQrCode target={data.portalRoot} />
            ) : null}
            <p className="text-sm text-gray-800">{shown2}</p>
          </div>
        </figure>
        <figure className="rounded-md border border-gray-200 bg-gray-50 p-3">
          <figcaption className="text-xs font-medium text-gray-700">
            Preview: how violators open a notice
          </figcaption>
          <p className="mt-2 text-sm text-gray-800" data-testid="portal-mode-preview">
            {current.isPrivate ? cm.portalPrivateNote : cm.portalPublicPreview}
          </p>
        </figure>
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            Save violation portal
          </Button>
        </div>
      </form>
    </Card>
  );
}
