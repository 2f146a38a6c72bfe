import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { OrgsFrame } from '@/components/shell/OrgsFrame';
import { getSession } from '@/server/auth/session';

/** /orgs and /orgs/create: header, user menu and footer, no tabs. */
export default async function OrgsLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session) redirect('/login');
  return <OrgsFrame user={session.user}>{children}</OrgsFrame>;
}
