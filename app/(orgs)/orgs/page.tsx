import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrgsScreen } from '@/components/orgs/OrgsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { ORGS_KEY } from '@/lib/hooks/orgs/keys';
import { loadOrgs } from '@/server/bff/routes/orgs';
import { getSession } from '@/server/auth/session';
import { firstSessionView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Organizations' };

export default async function OrgsPage() {
  const view = await firstSessionView({ [ORGS_KEY]: loadOrgs });
  const session = await getSession();
  if (!session) redirect('/login');
  return (
    <FirstView value={view}>
      <OrgsScreen user={session.user} currentOrgUuid={session.org?.uuid ?? null} />
    </FirstView>
  );
}
