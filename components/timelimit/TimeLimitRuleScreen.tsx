'use client';

import { RetryAlert } from '@/components/ui/RetryAlert';
import { Spinner } from '@/components/ui/Spinner';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { TimeLimitRuleCard } from './TimeLimitRuleCard';

/** /timelimit/{uuid}/rule: hours and minutes of the rule; save, remove, delete. */
export function TimeLimitRuleScreen({ uuid }: { uuid: string }) {
  const { data, error, isLoading, mutate } = useEndpoint(routes.timeLimitRule, {
    params: { uuid },
  });
  if (error) {
    return <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>;
  }
  if (isLoading || !data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the rule" />
      </div>
    );
  }
  return <TimeLimitRuleCard uuid={uuid} data={data} reload={mutate} />;
}
