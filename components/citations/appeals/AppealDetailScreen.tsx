'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Card } from '@/components/ui/Card';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useToast } from '@/components/ui/Toast';
import { isApiError, failureMessage } from '@/lib/fetcher';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { APPEAL_STATUS } from '@/lib/rules/citations/appeal-status';
import { AppealActions } from './AppealActions';
import { AppealCard } from './AppealCard';
import { AppealLogCard } from './AppealLogCard';
import { AppealStatusChip } from './AppealStatusChip';
import type { AppealAction } from './AppealDialogs';
import { EvidenceGrid } from './EvidenceGrid';

const AppealDialogs = lazyPart(
  () => import('./AppealDialogs').then((m) => m.AppealDialogs),
  (props) => props.action !== null,
);

const DONE = {
  approve: cm.appealActionDone.approved,
  reject: cm.appealActionDone.rejected,
  message: cm.appealActionDone.message,
  close: cm.appealActionDone.closed,
} as const;

/**
 * /citations/appeals/detail/{citationuuid} (spec 3 §2): the appeal, the evidence grid, the log
 * trail, 'View original citation' (new tab) and, while unresponded, Send message, Reject,
 * Approve and Close appeal. A failed action sends the user back to the appeals list (§8).
 */
export function AppealDetailScreen({ citation }: { citation: string }) {
  const router = useRouter();
  const toast = useToast();
  const { data, error, mutate } = useEndpoint(routes.getAppeal, { params: { citation } });
  const [action, setAction] = useState<AppealAction | null>(null);

  if (error) {
    return (
      <>
        <PageHeader title="Appeal" />
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      </>
    );
  }
  if (!data) return <PageHeader title="Appeal" />;
  const { appeal, logs } = data;
  const open = appeal.status === APPEAL_STATUS.needsReview;

  function failed(cause: unknown) {
    setAction(null);
    if (isApiError(cause) && cause.code === 'APPEAL_EMAIL_MISSING') {
      setAction('emailMissing');
      return;
    }
    toast.show({ message: failureMessage(cause), tone: 'error' });
    router.push('/citations/appeals');
  }

  return (
    <>
      <PageHeader
        title={`Appeal of citation #${appeal.citationNumber}`}
        description={
          <span data-testid="appeal-status">
            <AppealStatusChip status={appeal.status} />
          </span>
        }
        actions={
          <a
            href={`/citations/detail/${appeal.citationUUID}`}
            target="_blank"
            rel="noopener"
            className="text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            View original citation
          </a>
        }
      />
      <div className="space-y-4">
        {open ? (
          <AppealActions hasNotifEmail={Boolean(data.appealNotifEmail)} onAction={setAction} />
        ) : null}
        <AppealCard appeal={appeal} />
        <Card title="Evidence">
          <EvidenceGrid images={appeal.imageURLs} citationNumber={appeal.citationNumber} />
        </Card>
        <AppealLogCard logs={logs} />
      </div>
      <AppealDialogs
        action={action}
        citation={citation}
        citationNumber={appeal.citationNumber}
        appellant={appeal.name}
        onClose={() => setAction(null)}
        onFailed={failed}
        onDone={(done, answer) => {
          setAction(null);
          toast.show({ message: DONE[done], tone: 'success' });
          void mutate(answer, { revalidate: false });
        }}
      />
    </>
  );
}
