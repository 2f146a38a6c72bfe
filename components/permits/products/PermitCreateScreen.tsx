'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { browserTimeZone } from '@/lib/hooks/first-view-tz';
import { usePermitPayouts } from '@/lib/hooks/permits/use-products';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { defaultPermitForm } from '@/lib/rules/permits/permit-form';
import { PermitTypeForm } from './PermitTypeForm';

/** /permits/create (spec 2 §2): Add a permit type. */
export function PermitCreateScreen() {
  const payouts = usePermitPayouts();
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
      ) : (
        <PermitTypeForm
          initial={initial}
          accountActive={payouts.data?.accountActive ?? false}
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
