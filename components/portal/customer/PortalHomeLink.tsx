'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { portalHomeHref } from '@/lib/rules/portal/portal-frame';

/** The header's brand link: the home of the area the reader is in (portal-frame.ts). */
export function PortalHomeLink({ basePath, children }: { basePath: string; children: ReactNode }) {
  const href = portalHomeHref(basePath, usePathname() ?? '');
  return (
    <a href={href} className="flex min-h-11 items-center gap-3 rounded-md">
      {children}
    </a>
  );
}
