'use client';

import { RetryAlert } from '@/components/ui/RetryAlert';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { DateText } from '@/components/ui/DateText';

/** The newest changes to the team from the audit trail: who did what, when. */
export function RecentChanges() {
  const { data, error, isLoading, mutate } = useEndpoint(routes.activity);
  return (
    <section aria-labelledby="recent-changes-heading">
      <h2 id="recent-changes-heading" className="mb-2 text-base font-semibold text-gray-900">
        Recent changes
      </h2>
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          {isLoading || !data ? (
            <div className="h-24 animate-pulse" />
          ) : data.events.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-gray-600">No changes yet.</p>
          ) : (
            <ol className="divide-y divide-gray-100">
              {data.events.map((e) => (
                <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 px-4 py-2 text-sm">
                  <time dateTime={e.createdAt} className="w-44 shrink-0 text-gray-600 tabular-nums">
                    <DateText value={e.createdAt} />
                  </time>
                  <span className="min-w-0 flex-1 text-gray-800">
                    <span className="font-medium text-gray-900">{e.actorName}</span> {e.summary}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
