'use client';

import type { ReactNode } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import { LinkButton } from '@/components/ui/LinkButton';
import { RetryAlert } from '@/components/ui/RetryAlert';

/** The texts of each area's type list (spec 2 §2 permit types, spec 3 §2 violation types). */
export const TYPE_LISTS = {
  permits: {
    title: 'Permit Types',
    description: 'The permits customers can register for on your permit portal.',
    add: 'Add a permit type',
  },
  citations: {
    title: 'Violation Types',
    description:
      'The violations your patrols can issue from the patrol app, with their fines and late penalties.',
    add: 'Add a violation type',
  },
} as const;

export type TypeListArea = keyof typeof TYPE_LISTS;

export interface TypeListScreenProps<D> {
  area: TypeListArea;
  /** The add action: a link to the create form, or a button (it may first offer activation). */
  add: { href: string } | { onClick: () => void };
  /** The list's answer (undefined until it loads) and how it failed. */
  data: D | undefined;
  error: { message: string } | undefined;
  isLoading: boolean;
  onRetry: () => void;
  /** The loaded list: the payouts panel first, then the area's tables. */
  children: (data: D) => ReactNode;
  /** Dialogs the list opens (rendered whatever the state). */
  dialogs?: ReactNode;
}

/**
 * An area's types page (/permits/types, /citations/types): the header with the add action, the
 * failure with a retry, a placeholder while loading, then the area's list. A button add action
 * waits for the list (what it does depends on the payouts account).
 */
export function TypeListScreen<D>({
  area,
  add,
  data,
  error,
  isLoading,
  onRetry,
  children,
  dialogs,
}: TypeListScreenProps<D>) {
  const texts = TYPE_LISTS[area];
  const label = (
    <>
      <PlusIcon className="size-4" aria-hidden="true" />
      {texts.add}
    </>
  );
  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          'href' in add ? (
            <LinkButton href={add.href} className="gap-2">
              {label}
            </LinkButton>
          ) : (
            <Button onClick={add.onClick} className="gap-2" disabled={!data}>
              {label}
            </Button>
          )
        }
      />
      {error ? (
        <RetryAlert onRetry={onRetry}>{error.message}</RetryAlert>
      ) : isLoading || !data ? (
        <div
          className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white"
          aria-busy="true"
        />
      ) : (
        <div className="space-y-6">{children(data)}</div>
      )}
      {dialogs}
    </>
  );
}
