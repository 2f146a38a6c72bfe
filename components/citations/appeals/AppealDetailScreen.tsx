'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import { EmailText } from '@/components/ui/EmailText';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import type { AppealDetailResponse } from '@/lib/contract/citations/bff';
import { isApiError, failureMessage } from '@/lib/fetcher';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { APPEAL_STATUS } from '@/lib/rules/citations/appeal-status';
import { AppealStatusChip } from './AppealStatusChip';
import type { AppealAction } from './AppealDialogs';
import { EvidenceGrid } from './EvidenceGrid';
import { citationLogLabel } from '@/lib/rules/citations/log-types';

const AppealDialogs = lazyPart(
  () => import('./AppealDialogs').then((m) => m.AppealDialogs),
  (props) => props.action !== null,
);

type Log = AppealDetailResponse['logs'][number];
const logColumns: TableColumn<Log>[] = [
  {
    id: 'createdAt',
    header: 'Date',
    cell: (l) => (
      <span className="block min-w-[6.5rem]">
        <DateText value={l.createdAt} />
      </span>
    ),
  },
  { id: 'type', header: 'Type', cell: (l) => citationLogLabel(l.type) },
  {
    id: 'note',
    header: 'Note',
    cell: (l) => <span className="whitespace-pre-line break-words">{l.note ?? ''}</span>,
  },
  { id: 'by', header: 'By', cell: (l) => l.createdByName ?? '' },
];

const DONE = {
  approve: cm.appealActionDone.approved,
  reject: cm.appealActionDone.rejected,
  message: cm.appealActionDone.message,
  close: cm.appealActionDone.closed,
} as const;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900">{children}</dd>
    </div>
  );
}

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
          <div className="flex flex-wrap gap-2" role="group" aria-label="Appeal actions">
            <Button
              variant="secondary"
              onClick={() => setAction(data.appealNotifEmail ? 'message' : 'emailMissing')}
            >
              Send message
            </Button>
            <Button variant="danger" onClick={() => setAction('reject')}>
              Reject
            </Button>
            <Button onClick={() => setAction('approve')}>Approve</Button>
            <Button variant="secondary" onClick={() => setAction('close')}>
              Close appeal
            </Button>
          </div>
        ) : null}
        <Card title="Appeal">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Name">{appeal.name}</Field>
            <Field label="Email">
              <EmailText email={appeal.email} className="text-sm text-gray-900" />
            </Field>
            <Field label="Phone">{appeal.phoneNumber ?? '—'}</Field>
            <Field label="Address">{appeal.address ?? '—'}</Field>
            <Field label="Plate">{appeal.plate}</Field>
            <Field label="Location">{appeal.location ?? '—'}</Field>
            <Field label="Submitted">
              <DateText value={appeal.submissionDate} />
            </Field>
            <Field label="Responded">
              <DateText value={appeal.responseDate} fallback="—" />
            </Field>
          </dl>
          <div className="mt-4">
            <h3 className="text-xs font-medium text-gray-600">Reason</h3>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-900">
              {appeal.reason}
            </p>
          </div>
        </Card>
        <Card title="Evidence">
          <EvidenceGrid images={appeal.imageURLs} citationNumber={appeal.citationNumber} />
        </Card>
        <Card title="Log" padding="none">
          <Table
            caption="The citation's log"
            columns={logColumns}
            rows={logs}
            getRowId={(l) => `${l.createdAt}-${l.type}-${l.note ?? ''}`}
            density="compact"
            emptyText="No log entries."
          />
        </Card>
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
