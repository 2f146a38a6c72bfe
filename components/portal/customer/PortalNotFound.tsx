import { PORTAL_NOT_FOUND_TEXTS } from '@/lib/rules/portal/portal-frame';

/**
 * The portal's branded 404 (a wrong receipt id, meter zone, notice, permit): inside the portal's
 * frame (the organisation's header), with a way back in the portal's button colour (the layout's
 * --portal-button-bg / --portal-button-text). Server-rendered, no script.
 */
export function PortalNotFound({ href, label }: { href: string; label: string }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200">
      <h1 className="text-xl font-semibold text-gray-900">{PORTAL_NOT_FOUND_TEXTS.title}</h1>
      <p className="mt-2 text-sm text-gray-700">{PORTAL_NOT_FOUND_TEXTS.text}</p>
      <a
        href={href}
        className="mt-4 flex h-12 w-full items-center justify-center rounded-md bg-[var(--portal-button-bg,#1d53ee)] text-base font-semibold text-[var(--portal-button-text,#ffffff)] shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900"
      >
        {label}
      </a>
    </section>
  );
}
