import type { ReactNode } from 'react';

/** A plain card with a heading and a text: not found, too many requests, a private portal. */
export function PortalNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200">
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      {children ? <div className="mt-2 text-sm text-gray-700">{children}</div> : null}
    </section>
  );
}
