'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { generateQueryString } from '@/lib/rules/reports/report-query';
import type { ReportParams, ReportType } from '@/lib/contract/reports';
import { callEndpoint } from '@/lib/fetcher';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { metersBffRoutes } from '@/lib/contract/meters/bff-routes';
import { browserTimeZone } from '@/lib/hooks/first-view-tz';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { reportReads } from './report-reads';
import { REPORT_TYPE_OPTIONS } from '@/lib/rules/reports/report-columns';
import { reportWindow } from '@/lib/rules/reports/report-rows';
import { reportFailure } from './report-failure';
import { ReportDateFields } from './ReportDateFields';
import { ALL_LISTS, ReportListChoice } from './ReportListChoice';
import { ViolationReportFields, type ViolationReportChoice } from './ViolationReportFields';

export interface CreateReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the report is logged, before going to it. */
  onCreated?: () => void;
}

/** Create-report dialog of /reports (spec 1 §2): type, start and end date, list for scan reports, meter for meter reports. */
export function CreateReportDialog({ open, ...rest }: CreateReportDialogProps) {
  return open ? <CreateReportForm {...rest} /> : null;
}

const ALL_METERS = '';

/** The meter filter of a meter report: one of the organisation's meters, or all (spec 1 §6). */
function MeterChoice({ value, onChange }: { value: string; onChange: (uuid: string) => void }) {
  const { data, error, isLoading } = useEndpoint(
    metersBffRoutes.meterTableOverview,
    { query: { tz: browserTimeZone() } },
    { keepPreviousData: true },
  );
  return (
    <FormField
      label="Meter"
      hint={error ? error.message : 'Only the sessions of this meter, or of all meters.'}
    >
      {(control) => (
        <select
          {...control}
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={isLoading}
        >
          <option value={ALL_METERS}>All meters</option>
          {(data?.meters ?? []).map((m) => (
            <option key={m.uuid} value={m.uuid}>
              {m.zoneId} — {m.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The report's parameters from the form's choices (a filter only for its report type). */
function reportParamsOf(
  type: ReportType,
  range: NonNullable<ReturnType<typeof reportWindow>>,
  list: { uuid: string; name: string } | null,
  violations: ViolationReportChoice,
  meterUUID: string,
): ReportParams {
  return {
    reportType: type,
    ...range,
    listUUID: list?.uuid ?? null,
    listName: list?.name ?? null,
    paidSort: type === 'violations' && violations.paidSort ? violations.paidSort : null,
    ...(type === 'violations' && violations.locationName
      ? { locationName: violations.locationName }
      : {}),
    plate: null,
    ...(type === 'meters' && meterUUID ? { meterUUID } : {}),
  };
}

function CreateReportForm({ onClose, onCreated }: Omit<CreateReportDialogProps, 'open'>) {
  const router = useRouter();
  const options = REPORT_TYPE_OPTIONS.filter((o) => o.available);
  const [type, setType] = useState<ReportType>(options[0]?.type ?? 'scans');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [listUUID, setListUUID] = useState(ALL_LISTS);
  const [violations, setViolations] = useState<ViolationReportChoice>({
    locationName: '',
    paidSort: '',
  });
  const [meterUUID, setMeterUUID] = useState(ALL_METERS);
  // Read the fields now: the dialog's body renders once its code has loaded, and SWR re-renders
  // only for the fields read so far.
  const {
    data: listData,
    error: listError,
    isLoading: listsLoading,
  } = useEndpoint(reportsBffRoutes.reportLists, type === 'scans' ? {} : null, reportReads);
  const lists = { data: listData, error: listError, isLoading: listsLoading };

  const range = reportWindow(start, end, browserTimeZone());

  return (
    <FormDialog
      onClose={onClose}
      title="Create report"
      description="Choose the report and its dates. The report opens with a table and CSV and PDF downloads."
      submitLabel="Search"
      // Spec 1 §2: Search does nothing unless both dates are valid.
      submitDisabled={!range}
      onSubmit={async () => {
        if (!range) return;
        const list = lists.data?.lists.find((l) => l.uuid === listUUID) ?? null;
        const params = reportParamsOf(type, range, list, violations, meterUUID);
        await callEndpoint(reportsBffRoutes.logReport, { body: { params } });
        onCreated?.();
        router.push(`/reports/generate?${generateQueryString(params)}`);
      }}
      errorText={reportFailure}
    >
      <FormField label="Report type" required>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={type}
            onChange={(e) => setType(e.target.value as ReportType)}
          >
            {options.map((o) => (
              <option key={o.type} value={o.type}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ReportDateFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
      {type === 'scans' ? (
        <ReportListChoice lists={lists} value={listUUID} onChange={setListUUID} />
      ) : null}
      {type === 'violations' ? (
        <ViolationReportFields value={violations} onChange={setViolations} />
      ) : null}
      {type === 'meters' ? <MeterChoice value={meterUUID} onChange={setMeterUUID} /> : null}
    </FormDialog>
  );
}
