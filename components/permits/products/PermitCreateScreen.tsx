'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { browserTimeZone } from '@/lib/hooks/first-view-tz';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { defaultPermitForm } from '@/lib/rules/permits/permit-form';
import { PayoutsPanel } from './PayoutsPanel';
import { PermitTypeForm } from './PermitTypeForm';

/** Spec 2 §5, word for word. */
export const CREATE_NEEDS_ACTIVATION =
  'Creating a permit type requires an activated permit account.';

/**
 * /permits/create (spec 2 §2): Add a permit type. Without a permit account the form is not
 * shown: the 'Activate Vert Permits' offer is, and the form follows once it is activated.
 */
export function PermitCreateScreen() {
  const payouts = useEndpoint(r.permitPayouts);
  const [initial] = useState(() =>
    defaultPermitForm(typeof window === 'undefined' ? 'UTC' : browserTimeZone()),
  );
  return (
    <>
      <PageHeader
        title="Add a permit type"
        description="Customers register for it on your permit portal."
      />
      {payouts.error ? (
        <RetryAlert onRetry={() => void payouts.mutate()}>{payouts.error.message}</RetryAlert>
      ) : !payouts.data ? (
        <div className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white" />
      ) : !payouts.data.accountExists ? (
        // Spec 2 §5: creating a type needs an activated permit account; say so before the form.
        <div className="space-y-3">
          <p className="text-sm text-gray-700">{CREATE_NEEDS_ACTIVATION}</p>
          <PayoutsPanel
            payouts={payouts.data}
            onChanged={(status) => void payouts.mutate(status, { revalidate: false })}
          />
        </div>
      ) : (
        <PermitTypeForm
          initial={initial}
          accountActive={payouts.data.accountActive}
          submitLabel="Create permit"
          busyLabel={pm.creatingPermit}
          failedText={pm.permitCreateFailed}
          cancelHref="/permits/types"
          send={(body) => callEndpoint(r.createPermitType, { body })}
        />
      )}
    </>
  );
}
