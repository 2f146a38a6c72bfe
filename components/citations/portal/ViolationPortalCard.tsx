'use client';

import { CheckField } from '@/components/permits/products/CheckField';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { PortalHeaderField } from './PortalHeaderField';
import { useViolationPortalForm } from './use-violation-portal-form';
import { ViolationPortalPreview } from './ViolationPortalPreview';

/**
 * The violation portal's own settings (spec 3 §2 Portal branding): private mode and the header
 * texts header1/header2, empty for their defaults (the notice text with the brand title; the
 * payment instruction with the portal address, a QR code and no cash payments), with a preview.
 */
export function ViolationPortalCard() {
  const { data, error, reload, current, change, saving, save } = useViolationPortalForm();

  if (error && !data) {
    return <RetryAlert onRetry={() => void reload()}>{error.message}</RetryAlert>;
  }
  if (!data || !current) return null;

  return (
    <Card title="Violation portal" headingLevel={2}>
      <form className="flex flex-col gap-4" onSubmit={(e) => void save(e)} noValidate>
        <CheckField
          label="Private mode"
          hint="Nothing is listed on the portal; violators look up their notice by its number and plate."
          checked={current.isPrivate}
          onChange={(isPrivate) => change({ isPrivate })}
        />
        <PortalHeaderField
          label="Header 1"
          hint="Empty: the default notice text below."
          value={current.header1}
          placeholder={data.defaults.header1}
          onChange={(header1) => change({ header1 })}
        />
        <PortalHeaderField
          label="Header 2"
          hint="Empty: the default payment instruction below."
          value={current.header2}
          placeholder={data.defaults.header2}
          onChange={(header2) => change({ header2 })}
        />
        <ViolationPortalPreview
          draft={current}
          defaults={data.defaults}
          portalRoot={data.portalRoot}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            Save violation portal
          </Button>
        </div>
      </form>
    </Card>
  );
}
