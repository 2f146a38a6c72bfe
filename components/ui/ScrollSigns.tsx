import { ChevronRightIcon } from './icons';
import type { OverflowEdges } from './use-overflow-edges';

/**
 * The signs of a box that scrolls sideways: a shade on each edge that hides content and, while
 * columns are hidden on the right, a 'More columns' tab at its top.
 */
export function ScrollSigns({ edges }: { edges: OverflowEdges }) {
  return (
    <>
      {edges.left ? (
        <div
          aria-hidden="true"
          data-scroll-sign="left"
          className="pointer-events-none absolute inset-y-0 left-0 z-20 w-6 bg-linear-to-r from-gray-900/15 to-transparent"
        />
      ) : null}
      {edges.right ? (
        <div
          data-scroll-sign="right"
          className="pointer-events-none absolute inset-y-0 right-0 z-20 flex w-8 items-start justify-end bg-linear-to-l from-gray-900/15 to-transparent"
        >
          <span className="mt-1.5 mr-0.5 inline-flex items-center rounded-full bg-gray-900/75 py-0.5 pr-0.5 pl-1.5 text-[11px] font-medium whitespace-nowrap text-white shadow">
            <span className="sr-only">Scroll sideways for </span>More
            <ChevronRightIcon aria-hidden="true" className="size-3.5" />
          </span>
        </div>
      ) : null}
    </>
  );
}
