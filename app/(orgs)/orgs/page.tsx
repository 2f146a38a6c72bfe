import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrgsScreen } from '@/components/orgs/OrgsScreen';
import { getSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Organizations' };

export default async function OrgsPage() {
  const session = await getSession();
  if (!session) redirect('/login');
  return <OrgsScreen user={session.user} currentOrgUuid={session.org?.uuid ?? null} />;
}
