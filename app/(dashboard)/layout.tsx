import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { DashboardFrame } from '@/components/shell/DashboardFrame';
import { getSession } from '@/server/auth/session';

/**
 * Every screen of an organisation: re-checks the session (next-auth's auth(), and a provider
 * session revoked by a logout is refused within a minute), then header, tabs, trial notices, footer.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session) redirect('/login');
  if (!session.org) redirect('/orgs');
  return (
    <DashboardFrame user={session.user} org={session.org}>
      {children}
    </DashboardFrame>
  );
}
