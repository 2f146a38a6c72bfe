'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PlusIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table, type TableColumn, type TableSort } from '@/components/ui/Table';
import { TextFieldDialog } from '@/components/ui/TextFieldDialog';
import { useToast } from '@/components/ui/Toast';
import { checkRuleName } from '@/lib/rules/lists/list-name';
import { callEndpoint } from '@/lib/fetcher';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { listsMessages } from '@/lib/messages/lists';
import { formatRuleTimeLimit, type TimeLimitRule } from '@/lib/rules/lists/time-limit';
import { useSWRConfig } from 'swr';
import { DateText } from '@/components/ui/DateText';

const ruleHref = (uuid: string) => `/timelimit/${encodeURIComponent(uuid)}/rule`;

function sortRules(rules: readonly TimeLimitRule[], sort: TableSort): TimeLimitRule[] {
  const dir = sort.direction === 'asc' ? 1 : -1;
  return [...rules].sort((a, b) => {
    if (sort.columnId === 'name')
      return dir * a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    return dir * (Date.parse(a.createdAt) - Date.parse(b.createdAt));
  });
}

const columns: TableColumn<TimeLimitRule>[] = [
  {
    id: 'name',
    header: 'NAME',
    sortable: true,
    cell: (r) => <span className="font-medium text-gray-900">{r.name}</span>,
  },
  { id: 'type', header: 'TYPE', cell: () => 'Time limit' },
  { id: 'limit', header: 'TIME LIMIT', cell: (r) => formatRuleTimeLimit(r.minutes) },
  { id: 'createdBy', header: 'CREATED BY', cell: (r) => r.createdBy },
  {
    id: 'createdAt',
    header: 'CREATED ON',
    sortable: true,
    cell: (r) => (
      <span className="whitespace-nowrap">
        <DateText value={r.createdAt} />
      </span>
    ),
  },
];

/** /timelimit: the Digital Chalking Rules (time-limit lists) with 'Add rule'. */
export function TimeLimitRulesScreen() {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading, mutate: reload } = useEndpoint(routes.timeLimitRules);
  const [sort, setSort] = useState<TableSort>({ columnId: 'createdAt', direction: 'desc' });
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => sortRules(data?.rules ?? [], sort), [data, sort]);

  async function addRule(name: string) {
    const { rule } = await callEndpoint(listsBffRoutes.createTimeLimitRule, {
      body: { name },
    });
    setAdding(false);
    toast.show({ tone: 'success', message: `Rule ${rule.name} created.` });
    void mutate(endpointUrl(routes.timeLimitRules));
    router.push(ruleHref(rule.uuid));
  }

  return (
    <>
      <PageHeader
        title="Digital Chalking Rules"
        description="Time limits for plates seen by your patrols, each with its own plates and geofence."
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setAdding(true)}>
            Add rule
          </Button>
        }
      />
      {error ? (
        <RetryAlert onRetry={() => void reload()} className="mb-4">
          {error.message}
        </RetryAlert>
      ) : null}
      <Card padding="none">
        <Table
          caption="Digital chalking rules"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.uuid}
          loading={isLoading}
          sort={sort}
          onSortChange={setSort}
          rowHref={(r) => ruleHref(r.uuid)}
          rowLabel={(r) => `Open ${r.name}`}
          emptyText={error ? '' : listsMessages.noTimeLimitRules}
        />
      </Card>
      <TextFieldDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add rule"
        description="Name the digital chalking rule; set its time limit next."
        submitLabel="Add rule"
        field={{ label: 'Rule name', name: 'name', maxLength: 120, autoComplete: 'off' }}
        validate={checkRuleName}
        onSave={addRule}
      />
    </>
  );
}
