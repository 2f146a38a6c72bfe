'use client';

import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextInput } from '@/components/ui/TextInput';
import { useToast } from '@/components/ui/Toast';
import type { BrandDetails } from '@/lib/contract/portal';
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { DEFAULT_BRAND_COLOR, normalizeHex, titleForSave } from '@/lib/rules/portal/brand-branding';
import { ColorField } from './ColorField';
import { LogoField } from './LogoField';
import { uploadLogo } from './upload-logo';
import type { ChosenLogoState } from './use-chosen-logo';

const COLOUR_ERROR = 'Enter six hex digits, for example 0F766E.';

export interface BrandDraft {
  brandTitle: string;
  brandColor: string;
  accentColor: string;
}

export const draftOf = (brand: BrandDetails): BrandDraft => ({
  brandTitle: brand.brandTitle ?? '',
  brandColor: brand.brandColor || DEFAULT_BRAND_COLOR,
  accentColor: brand.accentColor || DEFAULT_BRAND_COLOR,
});

export interface BrandFormProps {
  current: BrandDraft;
  onChange: (patch: Partial<BrandDraft>) => void;
  /** After a save: the draft is the saved brand again. */
  onSaved: () => void;
  chosen: ChosenLogoState;
  shownLogo: string | null;
}

/** The Brand card: company title, logo and the two colours; Save sends the logo, then the rest. */
export function BrandForm({ current, onChange, onSaved, chosen, shownLogo }: BrandFormProps) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const brandColor = normalizeHex(current.brandColor);
  const accentColor = normalizeHex(current.accentColor);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!brandColor || !accentColor || chosen.preparing || saving) return;
    setSaving(true);
    try {
      if (chosen.logo) {
        await uploadLogo(chosen.logo.file);
        chosen.saved();
      }
      const saved = await callEndpoint(portalBffRoutes.brandingSave, {
        body: { brandTitle: titleForSave(current.brandTitle), brandColor, accentColor },
      });
      await mutate(endpointUrl(portalBffRoutes.brandingGet), saved, { revalidate: false });
      onSaved();
      setSubmitted(false);
      toast.show({ message: permitsMessages.portalSaved, tone: 'success' });
    } catch (cause) {
      const message = refusalMessage(cause, permitsMessages.portalSaveFailed);
      toast.show({ message, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Brand" headingLevel={2}>
      <form className="flex flex-col gap-4" onSubmit={save} noValidate>
        <TextInput
          label="Company title"
          value={current.brandTitle}
          onChange={(e) => onChange({ brandTitle: e.target.value })}
          maxLength={120}
          hint="Shown at the top of the portal. Leave empty for none."
        />
        <LogoField chosen={chosen} shownLogo={shownLogo} />
        <ColorField
          label="Brand colour"
          value={current.brandColor}
          onChange={(brandColor) => onChange({ brandColor })}
          error={submitted && !brandColor ? COLOUR_ERROR : null}
          hint="The portal's header. Default white."
        />
        <ColorField
          label="Accent colour"
          value={current.accentColor}
          onChange={(accentColor) => onChange({ accentColor })}
          error={submitted && !accentColor ? COLOUR_ERROR : null}
          hint="The portal's buttons; left white, they take the brand colour."
        />
        <div className="flex justify-end">
          <Button type="submit" loading={saving} disabled={chosen.preparing}>
            Save changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
