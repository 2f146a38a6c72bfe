import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** Heading level of the title (default h2). */
  headingLevel?: 2 | 3;
  /** 'none' lets tables reach the card's edges. */
  padding?: 'none' | 'md' | 'lg';
  as?: 'section' | 'div' | 'article';
}

const paddings = { none: '', md: 'p-4', lg: 'p-6 sm:p-8' } as const;

/** A white card on the gray page, with an optional header. */
export function Card({
  title,
  description,
  actions,
  headingLevel = 2,
  padding = 'md',
  as: Tag = 'section',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasHeader = title || description || actions;
  return (
    <Tag
      className={cn('rounded-lg border border-gray-200 bg-white shadow-card', className)}
      {...rest}
    >
      {hasHeader ? (
        <div
          className={cn(
            'flex flex-wrap items-start justify-between gap-3',
            padding === 'none' ? 'border-b border-gray-200 px-4 py-3' : paddings[padding],
            padding !== 'none' && children ? 'pb-0' : '',
          )}
        >
          <div className="min-w-0">
            {title ? (
              <Heading className="text-base font-semibold text-gray-900">{title}</Heading>
            ) : null}
            {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children ? <div className={paddings[padding]}>{children}</div> : null}
    </Tag>
  );
}
