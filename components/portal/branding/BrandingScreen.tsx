'use client';

import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextInput } from '@/components/ui/TextInput';
import { useToast } from '@/components/ui/Toast';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { BrandDetails } from '@/lib/contract/portal';
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { coreMessages } from '@/lib/messages/core';
import { permitsMessages } from '@/lib/messages/permits';
import {
  DEFAULT_BRAND_COLOR,
  isImageFile,
  normalizeHex,
  titleForSave,
} from '@/lib/rules/portal/brand-branding';
import { BrandPreviews } from './BrandPreviews';
import { SubdomainPanel } from './SubdomainPanel';
import { ColorField } from './ColorField';
import { uploadLogo } from './upload-logo';
import { NotAnImage, resizeLogo } from './resize-logo';

const COLOUR_ERROR = 'Enter six hex digits, for example 0F766E.';

export interface BrandingScreenProps {
  /** 'Permit portal' on /permits/permit-portal, 'Customer portal' on /customer-portal. */
  title: string;
  /** The payment preview's line item (default 'Monthly permit'). */
  paymentItem?: string;
  /** A portal's own settings, under the brand card (the violation portal's). */
  children?: ReactNode;
}

interface Draft {
  brandTitle: string;
  brandColor: string;
  accentColor: string;
}

const draftOf = (brand: BrandDetails): Draft => ({
  brandTitle: brand.brandTitle ?? '',
  brandColor: brand.brandColor || DEFAULT_BRAND_COLOR,
  accentColor: brand.accentColor || DEFAULT_BRAND_COLOR,
});

/** The chosen logo, resized, and its object URL for the previews. */
interface ChosenLogo {
  file: File;
  url: string;
}

/**
 * /permits/permit-portal and /customer-portal (spec 2 §2 "Permit portal branding page", §5
 * Branding): the subdomain (set by support; its availability can be checked), the company title,
 * the logo (resized in the browser, stored in the provider's file storage), the brand and accent
 * colours, and the two live previews. Save sends the logo (when one was chosen) and the details.
 */
export function BrandingScreen({ title, paymentItem, children }: BrandingScreenProps) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data: brand, error, mutate: reload } = useEndpoint(portalBffRoutes.brandingGet);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [logo, setLogo] = useState<ChosenLogo | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  /** Changed after a save: the file field starts empty again. */
  const [fileField, setFileField] = useState(0);

  const current = draft ?? (brand ? draftOf(brand) : null);
  useEffect(() => () => (logo ? URL.revokeObjectURL(logo.url) : undefined), [logo]);

  if (error && !brand) {
    return (
      <>
        <PageHeader title={title} />
        <RetryAlert onRetry={() => void reload()}>{error.message}</RetryAlert>
      </>
    );
  }
  if (!brand || !current) {
    return <PageHeader title={title} description="Loading…" />;
  }

  const brandColor = normalizeHex(current.brandColor);
  const accentColor = normalizeHex(current.accentColor);
  const change = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });

  async function choose(files: FileList | null) {
    const file = files?.[0];
    setLogoError(null);
    if (!file) return;
    if (!isImageFile(file)) {
      setLogo(null);
      setLogoError(permitsMessages.invalidImage);
      return;
    }
    setPreparing(true);
    try {
      const resized = await resizeLogo(file);
      setLogo({ file: resized, url: URL.createObjectURL(resized) });
    } catch (cause) {
      setLogo(null);
      setLogoError(
        cause instanceof NotAnImage ? permitsMessages.invalidImage : coreMessages.serverError,
      );
    } finally {
      setPreparing(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!brandColor || !accentColor || preparing || saving) return;
    setSaving(true);
    try {
      if (logo) {
        await uploadLogo(logo.file);
        setLogo(null);
        setFileField((n) => n + 1);
      }
      const saved = await callEndpoint(portalBffRoutes.brandingSave, {
        body: { brandTitle: titleForSave(current!.brandTitle), brandColor, accentColor },
      });
      await mutate(endpointUrl(portalBffRoutes.brandingGet), saved, { revalidate: false });
      setDraft(null);
      setSubmitted(false);
      toast.show({ message: permitsMessages.portalSaved, tone: 'success' });
    } catch (cause) {
      const message = refusalMessage(cause, permitsMessages.portalSaveFailed);
      toast.show({ message, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const shownLogo = logo?.url ?? brand.logoUrl;
  return (
    <>
      <PageHeader
        title={title}
        description="How your customers' portal looks: its address, your company's title, logo and colours."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <SubdomainPanel brand={brand} />
          <Card title="Brand" headingLevel={2}>
            <form className="flex flex-col gap-4" onSubmit={save} noValidate>
              <TextInput
                label="Company title"
                value={current.brandTitle}
                onChange={(e) => change({ brandTitle: e.target.value })}
                maxLength={120}
                hint="Shown at the top of the portal. Leave empty for none."
              />
              <div className="flex flex-col gap-2">
                <span className="text-sm font-medium text-gray-800" id="logo-label">
                  Logo
                </span>
                <div className="flex flex-wrap items-center gap-4">
                  <div className="flex h-16 w-32 items-center justify-center rounded-md border border-dashed border-gray-300 bg-gray-50">
                    {shownLogo ? (
                      // eslint-disable-next-line @next/next/no-img-element
                      <img
                        src={shownLogo}
                        alt={logo ? 'The chosen logo (not saved yet)' : 'The saved logo'}
                        className="max-h-14 max-w-28 object-contain"
                      />
                    ) : (
                      <span className="text-xs text-gray-600">No logo yet</span>
                    )}
                  </div>
                  <TextInput
                    key={fileField}
                    type="file"
                    label="Upload a logo"
                    accept="image/*"
                    onChange={(e) => void choose(e.target.files)}
                    error={logoError}
                    hint="An image; it is resized to at most 500 px wide."
                    className="min-w-0 flex-1"
                    inputClassName="h-auto py-1.5"
                    aria-busy={preparing || undefined}
                  />
                </div>
              </div>
              <ColorField
                label="Brand colour"
                value={current.brandColor}
                onChange={(brandColor) => change({ brandColor })}
                error={submitted && !brandColor ? COLOUR_ERROR : null}
                hint="The portal's header. Default white."
              />
              <ColorField
                label="Accent colour"
                value={current.accentColor}
                onChange={(accentColor) => change({ accentColor })}
                error={submitted && !accentColor ? COLOUR_ERROR : null}
                hint="The portal's buttons; left white, they take the brand colour."
              />
              <div className="flex justify-end">
                <Button type="submit" loading={saving} disabled={preparing}>
                  Save changes
                </Button>
              </div>
            </form>
          </Card>
          {children}
        </div>
        <section aria-labelledby="previews-heading">
          <h2 id="previews-heading" className="mb-3 text-base font-semibold text-gray-900">
            Live previews
          </h2>
          <BrandPreviews
            title={current.brandTitle}
            brandColor={current.brandColor}
            accentColor={current.accentColor}
            logoUrl={shownLogo}
            paymentItem={paymentItem}
          />
        </section>
      </div>
    </>
  );
}
