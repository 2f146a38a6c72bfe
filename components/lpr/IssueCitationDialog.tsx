'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/ui/FormDialog';
import { Dialog } from '@/components/ui/LazyDialog';
import { LinkButton } from '@/components/ui/LinkButton';
import { Spinner } from '@/components/ui/Spinner';
import type { ScanCitationCheck, ScanCitationIssued } from '@/lib/contract/citations';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import type { Scan } from '@/lib/contract/lpr';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationHref } from '@/lib/rules/citations/scan-citation';
import { IssueCitationFields, type IssueCitationValues } from './issue-citation-fields';

export interface IssueCitationDialogProps {
  scan: Scan;
  open: boolean;
  onClose: () => void;
  zone: string | undefined;
}

const TITLE = 'Issue citation';

/**
 * "Issue citation" from a scan or an alert (issue 29 item 2): the form filled from the scan (type,
 * place, state, comments), the scan image as the first evidence photo, the live findings (a valid
 * permit or a paid session now) that make an override note required, and on success a link to
 * the new citation. Loaded on demand (lazyPart), only when opened.
 */
export function IssueCitationDialog({ open, ...rest }: IssueCitationDialogProps) {
  return open ? <IssueCitationLoader {...rest} /> : null;
}

function IssueCitationLoader({ scan, onClose, zone }: Omit<IssueCitationDialogProps, 'open'>) {
  const params = { uuid: scan.uuid };
  const form = useEndpoint(routes.scanCitationForm, { params }, { revalidateOnFocus: false });
  const [issued, setIssued] = useState<ScanCitationIssued | null>(null);
  if (issued) return <IssuedNotice issued={issued} onClose={onClose} />;
  if (form.error || !form.data) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={TITLE}
        actions={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        {form.error ? (
          <Alert tone="error">{form.error.message}</Alert>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
            <Spinner /> Loading the citation form…
          </p>
        )}
      </Dialog>
    );
  }
  return (
    <IssueCitationForm
      scan={scan}
      data={form.data}
      zone={zone}
      onClose={onClose}
      onIssued={setIssued}
      recheck={() => void form.mutate()}
    />
  );
}

interface IssueCitationFormProps {
  scan: Scan;
  data: ScanCitationCheck;
  zone: string | undefined;
  onClose: () => void;
  onIssued: (issued: ScanCitationIssued) => void;
  recheck: () => void;
}

const initialValues = (data: ScanCitationCheck): IssueCitationValues => ({
  typeUUID: data.types[0]?.uuid ?? '',
  locationUUID: data.location?.uuid ?? '',
  stateProv: data.stateProv ?? '',
  comments: data.comments ?? '',
  overrideNote: '',
});

function IssueCitationForm({
  scan,
  data,
  zone,
  onClose,
  onIssued,
  recheck,
}: IssueCitationFormProps) {
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => initialValues(data));
  const [noteError, setNoteError] = useState<string | null>(null);
  // One key per opened form: a repeated submit replays the first issue instead of a second one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const needsNote = data.findings.length > 0;

  async function submit() {
    try {
      const issued = await callEndpoint(routes.issueScanCitation, {
        params: { uuid: scan.uuid },
        body: {
          typeUUID: values.typeUUID,
          locationUUID: values.locationUUID || null,
          stateProv: values.stateProv.trim() || null,
          comments: values.comments.trim() || null,
          override: needsNote,
          overrideNote: needsNote ? values.overrideNote.trim() : null,
          idempotencyKey,
        },
      });
      onIssued(issued);
      // The scan and the alert now show "Citation N"; the issued list has one more notice.
      void mutate(endpointUrl(routes.getScan, { uuid: scan.uuid }));
      void mutate(endpointUrl(routes.getAlert, { uuid: scan.uuid }));
      void mutate((k) => typeof k === 'string' && k.startsWith('/api/citations/issued'));
    } catch (cause) {
      // A permit or session found since the form opened: show it, and the note it now needs.
      if (isApiError(cause) && cause.code === 'LIVE_FINDINGS') recheck();
      throw cause;
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={TITLE}
      description={`Plate ${data.plate}: the citation is filled from this ${data.isAlert ? 'alert' : 'scan'}.`}
      size="lg"
      submitLabel="Issue citation"
      submitDisabled={data.types.length === 0 || data.citation !== null}
      savingText="Issuing citation…"
      validate={() => {
        const problem =
          needsNote && !values.overrideNote.trim()
            ? 'Enter an override note: a valid permit or a paid session was found for this plate.'
            : null;
        setNoteError(problem);
        return problem === null;
      }}
      onSubmit={submit}
    >
      <IssueCitationFields
        scan={scan}
        data={data}
        zone={zone}
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        noteError={noteError}
      />
    </FormDialog>
  );
}

function IssuedNotice({ issued, onClose }: { issued: ScanCitationIssued; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Citation issued"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <LinkButton href={citationHref(issued.uuid)}>
            Open citation {issued.citationNumber}
          </LinkButton>
        </>
      }
    >
      <Alert tone="success" role="status">
        Citation {issued.citationNumber} was issued for plate {issued.plate}, with the scan image as
        evidence.
      </Alert>
    </Dialog>
  );
}
