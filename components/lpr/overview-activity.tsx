'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { ApiError } from '@/lib/fetcher';
import { formatCount } from '@/lib/format';
import type { ActivityResponse } from '@/lib/contract/lpr/bff';
import { lprMessages } from '@/lib/messages/lpr';
import { OverviewError } from './overview-error';
import { DateText } from '@/components/ui/DateText';

export const ACTIVITY_TITLE = 'Latest Activity';
/** Items shown before 'Show all'. */
export const ACTIVITY_PREVIEW = 8;

export interface OverviewActivityProps {
  data: ActivityResponse | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  className?: string;
  /** What goes above the activity (the live alerts). */
  live?: ReactNode;
}

/** 'Latest Activity': scans per member per day, newest first (spec 1 §2). */
export function OverviewActivity({ data, error, onRetry, className, live }: OverviewActivityProps) {
  const [expanded, setExpanded] = useState(false);
  const items = data?.items ?? [];
  const shown = expanded ? items : items.slice(0, ACTIVITY_PREVIEW);

  let body;
  if (error && !data) body = <OverviewError error={error} onRetry={onRetry} />;
  else if (!data)
    body = (
      <ul aria-busy="true" className="divide-y divide-gray-100">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="flex items-center justify-between gap-3 py-2.5">
            <span className="h-8 w-40 rounded bg-gray-100 motion-safe:animate-pulse" />
            <span className="h-8 w-16 rounded bg-gray-100 motion-safe:animate-pulse" />
          </li>
        ))}
        <li className="sr-only">Loading</li>
      </ul>
    );
  else if (items.length === 0)
    body = <p className="py-8 text-center text-sm text-gray-600">{lprMessages.noRecentActivity}</p>;
  else
    body = (
      <>
        <ul className="-my-1 divide-y divide-gray-100" aria-label={ACTIVITY_TITLE}>
          {shown.map((item) => (
            <li
              key={`${item.capturedAt}-${item.email}`}
              className="flex items-center justify-between gap-3 py-2.5"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{item.fullname}</p>
                <p className="truncate text-xs text-gray-600">{item.email}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold text-gray-900 tabular-nums">
                  {formatCount(item.plateCount)}{' '}
                  <span className="font-normal text-gray-600">
                    {item.plateCount === 1 ? 'scan' : 'scans'}
                  </span>
                </p>
                <p className="text-xs text-gray-600">
                  <time dateTime={item.capturedAt}>
                    <DateText value={item.capturedAt} dateOnly />
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {items.length > ACTIVITY_PREVIEW ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show fewer' : `Show all ${items.length}`}
          </Button>
        ) : null}
      </>
    );

  return (
    <Card title={ACTIVITY_TITLE} description="Scans per team member per day." className={className}>
      {live}
      {body}
    </Card>
  );
}
