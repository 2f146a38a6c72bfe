import type { ReactNode } from 'react';
import { AppFooter } from '@/components/shell/AppFooter';

/** Screens without a session: a centred column on the gray page, the footer below. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 items-center justify-center px-4 py-10">{children}</main>
      <AppFooter />
    </div>
  );
}
