import type { ReactNode, Ref } from 'react';
import { cn } from './cn';
import { ScrollSigns } from './ScrollSigns';
import { useOverflowEdges } from './use-overflow-edges';

interface TableScrollBoxProps {
  /** Receives the scroll box (VirtualTable measures it). */
  scrollRef?: Ref<HTMLDivElement>;
  /** Scrolls down within this height. */
  maxHeight?: string;
  /** The region's name while the box scrolls. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The box a table scrolls in, with the signs of hidden columns. While it scrolls (down within
 * maxHeight, or sideways) it is a named region keys can scroll.
 */
export function TableScrollBox({
  scrollRef,
  maxHeight,
  label,
  className,
  children,
}: TableScrollBoxProps) {
  const [edges, boxRef] = useOverflowEdges(scrollRef);
  const scrolls = Boolean(maxHeight) || edges.left || edges.right;
  return (
    <div className="relative">
      <div
        ref={boxRef}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        tabIndex={scrolls ? 0 : undefined}
        className={cn(
          'relative w-full overflow-auto',
          scrolls &&
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
        style={maxHeight ? { maxHeight } : undefined}
      >
        {children}
      </div>
      <ScrollSigns edges={edges} />
    </div>
  );
}
